#!/usr/bin/env node
// The owner's /cms screens with 1,000 bookings, on the production build: the dashboard, the bookings list and one
// booking, each fetched whole (server time plus the HTML) as the owner, over HTTP. One PASS/FAIL line per screen,
// failing when its median is 1 s or more. Not part of CI (.ci/run): the machine's load decides.
//   npx next build && npm run bench:cms-pages
// Options (env): BENCH_CMS_PORT (default 3655), BENCH_BOOKINGS (1000), BENCH_RUNS (15), BENCH_LIMIT_MS (1000).
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from './embedded-db.mjs'
import { runToEnd, startInstance } from './scale/stack.mjs'

const port = Number(process.env.BENCH_CMS_PORT ?? 3655)
const runs = Number(process.env.BENCH_RUNS ?? 15)
const limit = Number(process.env.BENCH_LIMIT_MS ?? 1000)
const OWNER = { email: 'owner@swsd.example', password: 'owner-demo-password' }

const db = await startEmbeddedPostgres({ dir: path.join(os.tmpdir(), `swsd-bench-cms-${Date.now()}`), database: 'swsd', persistent: false })
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: db.url(),
  PAYLOAD_SECRET: db.payloadSecret,
  SERVER_URL: `http://127.0.0.1:${port}`,
  DEMO_MODE: 'true',
  SEED_DEMO_DATA: 'true',
}
let server
let failed = 0
try {
  await runToEnd('node scripts/migrate.mjs && node scripts/seed.mjs --if-empty && node scripts/seed.mjs --script scripts/bench-cms-seed.ts', env)
  server = await startInstance({ port, env })
  const login = await fetch(`${server.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...OWNER, recaptchaToken: 'captcha-disabled' }),
  })
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token='))?.split(';')[0]
  // As the owner's browser on the site: Payload takes the cookie only with the site's origin.
  const headers = { Cookie: cookie, Origin: env.SERVER_URL }
  const { docs, totalDocs } = await (await fetch(`${server.base}/api/bookings?limit=1&depth=0&sort=-createdAt`, { headers })).json()
  const screens = [
    ['the /cms dashboard', '/cms'],
    ['the /cms bookings list', '/cms/collections/bookings'],
    [`one booking's /cms page`, `/cms/collections/bookings/${docs[0].id}`],
  ]
  for (const [name, pathname] of screens) {
    const time = async () => {
      const started = performance.now()
      const response = await fetch(`${server.base}${pathname}`, { headers, redirect: 'manual' })
      await response.text()
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`)
      return performance.now() - started
    }
    for (let i = 0; i < 3; i++) await time()
    const times = []
    for (let i = 0; i < runs; i++) times.push(await time())
    times.sort((a, b) => a - b)
    const median = times[Math.floor(runs / 2)]
    const ok = median < limit
    if (!ok) failed++
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} with ${totalDocs} bookings: median ${median.toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms over ${runs} loads (limit ${limit} ms)`)
  }
} catch (error) {
  console.error(error)
  failed++
} finally {
  await server?.stop()
  await db.stop()
}
console.log(`${os.loadavg().map((n) => n.toFixed(2)).join(' ')} load on ${os.cpus().length} cores`)
process.exit(failed ? 1 : 0)
