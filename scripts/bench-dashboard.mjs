#!/usr/bin/env node
// Times the /cms dashboard's server work (every figure and list of loadDashboard) with 1,000 bookings on a throwaway
// embedded database, and fails when the median is over 300 ms. Not part of CI (.ci/run): the machine's load decides.
//   npm run bench:dashboard
// Options (env): BENCH_BOOKINGS (default 1000), BENCH_RUNS (default 30), BENCH_WARMUPS (default 5), BENCH_LIMIT_MS (300).
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

const limit = Number(process.env.BENCH_LIMIT_MS ?? 300)
const env = {
  ...process.env,
  EMBEDDED_PG_DIR: path.join(os.tmpdir(), `swsd-bench-dashboard-${Date.now()}`),
  EMBEDDED_PG_PERSISTENT: 'false',
  SEED_DEMO_DATA: 'false',
  DEMO_MODE: 'true',
  PAYLOAD_SECRET: 'bench-secret-bench-secret-bench-secret',
  PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
}
delete env.DATABASE_URL

const run = spawnSync(process.execPath, ['scripts/with-db.mjs', 'node scripts/migrate.mjs && node scripts/seed.mjs --script scripts/bench-dashboard.ts'], {
  env,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
})
const line = run.stdout?.split('\n').find((l) => l.startsWith('BENCH_RESULT '))
if (run.status !== 0 || !line) {
  console.error(run.stdout?.split('\n').slice(-30).join('\n'))
  console.error(`bench:dashboard: the benchmark did not run (exit ${run.status})`)
  process.exit(1)
}
const { bookings, schedules, times } = JSON.parse(line.slice('BENCH_RESULT '.length))
const sorted = [...times].sort((a, b) => a - b)
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2
console.log(`dashboard server time with ${bookings} bookings over ${schedules} classes, ${times.length} runs: median ${median.toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (limit ${limit} ms)`)
if (median > limit) {
  console.error(`bench:dashboard: FAILED, the median ${median.toFixed(1)} ms is over ${limit} ms`)
  process.exit(1)
}
console.log('bench:dashboard: passed')
