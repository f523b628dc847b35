#!/usr/bin/env node
// Requests per second of the public pages against /robots.txt (the server's floor: no page, no data) on the
// production build with the demo data, one page after another in one run. Prints req/s, p99 latency and each page's
// ratio to /robots.txt; exits 1 when a page is under half of it.
//   npx next build && npm run bench:throughput
// Options (env): THROUGHPUT_PORT (default 3750), THROUGHPUT_SECONDS (default 10 per page), THROUGHPUT_CONNECTIONS (10).
import autocannon from 'autocannon'

import { loadAverage, startBenchServer } from './bench-server.mjs'

const PAGES = ['/robots.txt', '/', '/public-classes', '/faq', '/testimonials']
const TARGET_RATIO = 0.5
const duration = Number(process.env.THROUGHPUT_SECONDS ?? 10)
const connections = Number(process.env.THROUGHPUT_CONNECTIONS ?? 10)

const { base, stop } = await startBenchServer({ port: Number(process.env.THROUGHPUT_PORT ?? 3750), name: 'throughput' })
let failed = false
try {
  // Every page once first: a cached page is rendered on its first request, and that is not what is measured here.
  for (const page of PAGES) await fetch(`${base}${page}`)
  console.log(loadAverage())
  console.log(`${duration} s per page, ${connections} connections`)
  console.log('page              req/s    p99 ms   ratio to /robots.txt   non-2xx')
  let floor = 0
  for (const page of PAGES) {
    const result = await autocannon({ url: `${base}${page}`, connections, duration })
    const rps = result.requests.average
    if (page === '/robots.txt') floor = rps
    const ratio = rps / floor
    const bad = result.non2xx + result.errors
    const below = ratio < TARGET_RATIO || bad > 0
    if (below) failed = true
    console.log(
      `${page.padEnd(16)} ${rps.toFixed(0).padStart(6)}  ${String(result.latency.p99).padStart(8)}   ${ratio.toFixed(2).padStart(20)}   ${String(bad).padStart(7)}${below ? '   below target' : ''}`,
    )
  }
} finally {
  await stop()
}
process.exit(failed ? 1 : 0)
