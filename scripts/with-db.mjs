#!/usr/bin/env node
// Runs a command with DATABASE_URL set. Without DATABASE_URL in the environment, it first starts the embedded
// PostgreSQL (data under .data/postgres, or EMBEDDED_PG_DIR) on a free port and stops it when the command ends.
// An embedded database is always a local run, never production: it defaults to demo data, DEMO_MODE and a
// Payload secret kept beside the cluster; each can still be overridden from the environment.
//   node scripts/with-db.mjs "npm run db:prepare && next start"
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { startEmbeddedPostgres } from './embedded-db.mjs'

const command = process.argv.slice(2).join(' ')
if (!command) {
  console.error('usage: node scripts/with-db.mjs "<command>"')
  process.exit(2)
}

const run = (env) =>
  new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true, env })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

if (process.env.DATABASE_URL) {
  process.exit(await run(process.env))
}

const dir = process.env.EMBEDDED_PG_DIR ?? '.data/postgres'
console.log(`[db] starting embedded PostgreSQL in ${dir} (set DATABASE_URL to use your own server)`)
const db = await startEmbeddedPostgres({
  dir,
  database: 'swsd',
  persistent: process.env.EMBEDDED_PG_PERSISTENT !== 'false',
  log: process.env.EMBEDDED_PG_VERBOSE ? (line) => process.stdout.write(`[db] ${line}`) : undefined,
})
console.log(`[db] ready on ${db.url().replace(/:[^:@]*@/, ':***@')}`)
// The end-to-end tests reach the database of the server they test through this file (to simulate an outage), and
// stop and start it under the running server: they write 'down' or 'up' to `<file>.want` and send SIGUSR2 to the
// process whose id is in `<file>.pid`. Switches run one after another and are idempotent.
if (process.env.EMBEDDED_PG_URL_FILE) {
  const file = process.env.EMBEDDED_PG_URL_FILE
  fs.writeFileSync(file, db.url(), { mode: 0o600 })
  fs.writeFileSync(`${file}.pid`, String(process.pid), { mode: 0o600 })
  let up = true
  let switching = Promise.resolve()
  process.on('SIGUSR2', () => {
    switching = switching.then(async () => {
      const want = fs.readFileSync(`${file}.want`, 'utf8').trim() === 'up'
      if (want === up) return
      await (want ? db.resume() : db.pause())
      up = want
      console.log(`[db] ${up ? 'started again' : 'stopped (outage test)'}`)
    }).catch((error) => console.error('[db] could not switch the database', error))
  })
}

const code = await run({
  SEED_DEMO_DATA: 'true',
  DEMO_MODE: 'true',
  PAYLOAD_SECRET: db.payloadSecret,
  ...process.env,
  DATABASE_URL: db.url(),
})
await db.stop()
process.exit(code)
