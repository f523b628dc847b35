#!/usr/bin/env node
// The jobs worker: Payload's own job runner (`payload jobs:run --cron`) in a process of its own, for every queue and
// the tasks' schedules. Web instances started with JOBS_IN_WORKER=true then run no jobs (src/server/jobs/autoRun.ts).
// Any number of workers may run: each email is claimed with SKIP LOCKED and a reminder is queued once per dedupe key.
//   DATABASE_URL=postgres://… PAYLOAD_SECRET=… NODE_ENV=production npm run jobs:worker
// JOBS_WORKER_CRON: how often it looks for due jobs (default every 10 seconds, as the web server's email queue).
import { runPayload } from './payload-cli.mjs'

const cron = process.env.JOBS_WORKER_CRON ?? '*/10 * * * * *'
process.exit(runPayload(['jobs:run', '--all-queues', '--handle-schedules', '--limit', '50', '--cron', cron], { stdio: 'inherit' }).status ?? 1)
