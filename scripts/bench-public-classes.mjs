#!/usr/bin/env node
// Renders /public-classes against the production build with 20 and then 200 upcoming classes, each on its own
// throwaway embedded database, and prints the median times and their ratio (target: under 1.5).
//   npx next build && npm run bench:public-classes
// Options (env): BENCH_PORT (default 3190), BENCH_RUNS (measured requests per size, default 20), BENCH_SIZES ("20,200").
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const port = Number(process.env.BENCH_PORT ?? 3190)
const runs = Number(process.env.BENCH_RUNS ?? 20)
const sizes = (process.env.BENCH_SIZES ?? '20,200').split(',').map(Number)
const base = `http://127.0.0.1:${port}`

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npx next build` first.')
  process.exit(1)
}

async function waitForServer(child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${base}/api/globals/site-settings`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error('server did not start in 5 minutes')
}

async function timeOnce(url) {
  const started = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const cards = (body.match(/<article/g) ?? []).length
  if (process.env.BENCH_DUMP) (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, body)
  if (cards === 0) throw new Error(`${url} shows no class: ${body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 400)}`)
  return { ms: performance.now() - started, cards, bytes: body.length }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function measure(count) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    EMBEDDED_PG_DIR: path.join(os.tmpdir(), `swsd-bench-${count}-${Date.now()}`),
    EMBEDDED_PG_PERSISTENT: 'false',
    SEED_DEMO_DATA: 'false',
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'bench-secret-bench-secret-bench-secret',
    SERVER_URL: base,
    BENCH_CLASSES: String(count),
    PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
  }
  const child = spawn(
    process.execPath,
    ['scripts/with-db.mjs', `node scripts/migrate.mjs && payload run scripts/bench-seed.ts && next start -p ${port}`],
    { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  try {
    await waitForServer(child)
    // Both tabs and all cities: every card on the page.
    const urls = [`${base}/public-classes`, `${base}/public-classes?tab=mother-daughter`]
    for (let i = 0; i < 5; i++) for (const url of urls) await timeOnce(url)
    const times = []
    let cards = 0
    let bytes = 0
    for (let i = 0; i < runs; i++) {
      for (const url of urls) {
        const result = await timeOnce(url)
        times.push(result.ms)
        cards += i === 0 ? result.cards : 0
        bytes += i === 0 ? result.bytes : 0
      }
    }
    return { count, cards, kb: Math.round(bytes / 1024 / urls.length), median: median(times) }
  } finally {
    // with-db stops the server and then its database.
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
  }
}

const results = []
for (const size of sizes) {
  const result = await measure(size)
  results.push(result)
  console.log(`${String(size).padStart(4)} upcoming classes: ${result.cards} cards over both tabs (${result.kb} KB per page), median ${result.median.toFixed(1)} ms per render`)
}
if (results.length >= 2) {
  const ratio = results.at(-1).median / results[0].median
  console.log(`ratio ${results.at(-1).count}/${results[0].count}: ${ratio.toFixed(2)} (target under 1.5)`)
}
