#!/usr/bin/env node
// Renders /public-classes against the production build with 20 and with 200 upcoming classes, each on its own
// throwaway embedded database (both served at once, measured in turns), and prints the median times and their ratio
// (target: under 1.5).
//   npx next build && npm run bench:public-classes
// Options (env): BENCH_PORT (first port, default 3190), BENCH_RUNS (measured rounds, default 40), BENCH_WARMUPS (default 20),
// BENCH_SIZES ("20,200"), BENCH_DEBUG=1 (percentiles of each size), BENCH_DUMP=<file> (the last page served).
// Each server's output goes to swsd-bench-<size>.log in the temp folder.
import { spawn } from 'node:child_process'
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const port = Number(process.env.BENCH_PORT ?? 3190)
const runs = Number(process.env.BENCH_RUNS ?? 40)
const warmups = Number(process.env.BENCH_WARMUPS ?? 20)
const sizes = (process.env.BENCH_SIZES ?? '20,200').split(',').map(Number)

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npx next build` first.')
  process.exit(1)
}

async function waitForServer(server) {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) {
      const log = readFileSync(server.log, 'utf8').split('\n').slice(-30).join('\n')
      throw new Error(`server for ${server.count} classes exited with ${server.child.exitCode}; the end of ${server.log}:\n${log}`)
    }
    try {
      const response = await fetch(`${server.base}/api/globals/site-settings`)
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
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const cards = (body.match(/<article/g) ?? []).length
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, body)
  if (cards === 0) throw new Error(`${url} shows no class: ${body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 400)}`)
  return { ms, cards, bytes: body.length }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A production server on its own throwaway embedded database seeded with `count` upcoming classes. */
function startServer(count, port) {
  const base = `http://127.0.0.1:${port}`
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
  const log = path.join(os.tmpdir(), `swsd-bench-${count}.log`)
  const output = openSync(log, 'w')
  const child = spawn(
    process.execPath,
    ['scripts/with-db.mjs', `node scripts/migrate.mjs && node scripts/seed.mjs --script scripts/bench-seed.ts && next start -p ${port}`],
    { env, stdio: ['ignore', output, output], detached: true },
  )
  return { count, base, child, log, times: [], cards: 0, bytes: 0 }
}

async function stopServer({ child }) {
  // with-db stops the server and then its database.
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  await exited
}

// Both tabs and all cities: every card on the page.
const pagesOf = (server) => [`${server.base}/public-classes`, `${server.base}/public-classes?tab=mother-daughter`]

/**
 * All sizes are served at once and measured in turns (one request to each server, then again), so a busy moment of
 * the machine slows every size alike instead of skewing the ratio.
 */
async function measure(servers) {
  for (let i = 0; i < warmups; i++) for (const server of servers) for (const url of pagesOf(server)) await timeOnce(url)
  for (let i = 0; i < runs; i++) {
    for (const server of servers) {
      for (const url of pagesOf(server)) {
        const result = await timeOnce(url)
        server.times.push(result.ms)
        if (i === 0) {
          server.cards += result.cards
          server.bytes += result.bytes
        }
      }
    }
  }
}

const servers = []
try {
  for (const [i, size] of sizes.entries()) {
    servers.push(startServer(size, port + i))
    await waitForServer(servers.at(-1))
  }
  await measure(servers)
} finally {
  await Promise.all(servers.map(stopServer))
}

const results = servers.map((s) => ({ count: s.count, cards: s.cards, kb: Math.round(s.bytes / 1024 / 2), median: median(s.times) }))
if (process.env.BENCH_DEBUG) {
  const quantiles = [0.05, 0.1, 0.25, 0.5, 0.75, 0.9]
  console.log(`ms at quantiles ${quantiles.join(' ')}`)
  for (const { count, times } of servers) {
    const sorted = [...times].sort((a, b) => a - b)
    console.log(`${String(count).padStart(4)}: ${quantiles.map((q) => sorted[Math.floor(q * sorted.length)].toFixed(1)).join(' ')}`)
  }
}
for (const result of results) {
  console.log(`${String(result.count).padStart(4)} upcoming classes: ${result.cards} cards over both tabs (${result.kb} KB per page), median ${result.median.toFixed(1)} ms per render`)
}
if (results.length >= 2) {
  const ratio = results.at(-1).median / results[0].median
  console.log(`ratio ${results.at(-1).count}/${results[0].count}: ${ratio.toFixed(2)} (target under 1.5)`)
}
