#!/usr/bin/env node
// Lighthouse (mobile settings, the system Chromium) on the production build of the marketing pages, served with the
// demo data on a throwaway embedded database. Prints the four scores per page; exits 1 below the targets
// (Performance ≥ 95; Accessibility, Best Practices and SEO = 100).
//   npx next build && npm run bench:lighthouse
// Options (env): LIGHTHOUSE_PORT (default 3700), LIGHTHOUSE_PAGES ("/,/testimonials,/faq,/contact"), LIGHTHOUSE_SERVER_LOG.
// Scores depend on the machine: run it while nothing else is busy (the script prints the load average).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumPath } from './chromium.mjs'

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3700)
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/testimonials,/faq,/contact').split(',')
const base = `http://127.0.0.1:${port}`
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npx next build` first.')
  process.exit(1)
}

const portIsFree = () =>
  new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
if (!(await portIsFree())) {
  console.error(`Port ${port} is busy: stop what runs there or set LIGHTHOUSE_PORT.`)
  process.exit(1)
}

async function waitForServer(child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/api/globals/site-settings`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error('server did not start in 5 minutes')
}

const server = spawn(process.execPath, ['scripts/with-db.mjs', `npm run db:prepare && next start -p ${port}`], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    EMBEDDED_PG_DIR: path.join(os.tmpdir(), `swsd-lighthouse-${Date.now()}`),
    EMBEDDED_PG_PERSISTENT: 'false',
    SEED_DEMO_DATA: 'true',
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'lighthouse-secret-lighthouse-secret-lighthouse',
    SERVER_URL: base,
    PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
  },
  // LIGHTHOUSE_SERVER_LOG=1 shows the server's own output.
  stdio: ['ignore', process.env.LIGHTHOUSE_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  detached: true,
})

let failed = false
let chrome
try {
  await waitForServer(server)
  // Warm every page once so the first measurement does not include compiling the route on the server.
  for (const page of pages) await fetch(`${base}${page}`)
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`)
  console.log('page             performance  accessibility  best-practices  seo')
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    const scores = Object.fromEntries(Object.keys(TARGETS).map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]))
    const below = Object.entries(TARGETS).filter(([id, target]) => scores[id] < target)
    if (below.length) failed = true
    console.log(
      `${page.padEnd(16)} ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores['best-practices']).padStart(14)}  ${String(scores.seo).padStart(3)}${below.length ? '   below target' : ''}`,
    )
    for (const [id] of below) {
      const failing = result.lhr.categories[id].auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => {
          const items = (audit.details?.items ?? [])
            .map((item) => item.description ?? item.node?.snippet)
            .filter(Boolean)
            .join(' | ')
          return `${audit.id} (${audit.displayValue ?? audit.score})${items ? `: ${items}` : ''}`
        })
      console.log(`    ${id}: ${failing.join(', ')}`)
    }
  }
} finally {
  await chrome?.kill()
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
  }
}
process.exit(failed ? 1 : 0)
