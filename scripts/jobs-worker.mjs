#!/usr/bin/env node
// The jobs worker: Payload's own job runner (`payload jobs:run --cron`) in a process of its own, for every queue and
// the tasks' schedules. Web instances started with JOBS_IN_WORKER=true then run no jobs (src/server/jobs/autoRun.ts).
// Payload claims a job without a row lock, so two runners at once run the same job (and its log insert fails): each
// worker first takes a PostgreSQL advisory lock, held by its connection, and runs jobs only while it holds it. Start
// several and one runs them; the others wait and take over when it stops or dies.
//   DATABASE_URL=postgres://… PAYLOAD_SECRET=… NODE_ENV=production npm run jobs:worker
// JOBS_WORKER_CRON: how often it looks for due jobs (default every 10 seconds, as the web server's email queue).
import { spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { payloadNodeArgs } from './payload-cli.mjs'

/** The advisory lock's key: any number no other part of the app locks ('jobs' in ASCII). */
const JOBS_LOCK = 0x6a6f6273
const cron = process.env.JOBS_WORKER_CRON ?? '*/10 * * * * *'

const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
await lock.connect()
console.log('[jobs] waiting for the jobs lock')
await lock.query('select pg_advisory_lock($1)', [JOBS_LOCK])
console.log('[jobs] holding the jobs lock: running jobs')

const root = path.resolve(import.meta.dirname, '..')
const runner = spawn(process.execPath, payloadNodeArgs(['jobs:run', '--all-queues', '--handle-schedules', '--limit', '50', '--cron', cron]), {
  cwd: root,
  stdio: 'inherit',
})
const stop = (code) => {
  runner.kill('SIGTERM')
  lock.end().finally(() => process.exit(code))
}
// Without the lock's connection another worker may start: this one stops running jobs at once.
lock.on('error', (error) => {
  console.error('[jobs] lost the jobs lock', error)
  stop(1)
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
runner.on('exit', (code) => stop(code ?? 1))
