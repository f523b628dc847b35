#!/usr/bin/env node
// Lighthouse (mobile settings, the system Chromium) on the production build, served with the demo data on a
// throwaway embedded database: the public pages, a booking page and a class-prep page, each measured 3 times.
// Prints the median scores and CLS per page; exits 1 below the targets (Performance ≥ 95, CLS ≤ 0.02;
// Accessibility and Best Practices = 100; SEO = 100 except on the booking and prep pages, noindex by design).
//   npx next build && npm run bench:lighthouse
// Options (env): LIGHTHOUSE_PORT (default 3700), LIGHTHOUSE_PAGES (comma-separated paths, instead of the default
// list), LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_SERVER_LOG=1 (show the server's output).
// Scores depend on the machine: run it while nothing else is busy (the script prints the load average).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { loadAverage, startBenchServer } from './bench-server.mjs'
import { chromiumPath } from './chromium.mjs'

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const MAX_CLS = 0.02
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const { base, stop } = await startBenchServer({
  port: Number(process.env.LIGHTHOUSE_PORT ?? 3700),
  name: 'lighthouse',
  log: Boolean(process.env.LIGHTHOUSE_SERVER_LOG),
})

/** The default pages: the five public ones, then the booking and prep pages of the first bookable adult class. */
async function defaultPages() {
  const query = 'limit=50&depth=1&sort=startTime&where[startTime][greater_than]=' + new Date(Date.now() + 7 * 86_400_000).toISOString()
  const { docs } = await (await fetch(`${base}/api/schedules?${query}`)).json()
  const schedule = docs.find((s) => s.class?.type === 'public-adult-teen' && s.class?.bookingMethod === 'swsd website')
  if (!schedule) throw new Error('no bookable adult class in the demo data')
  return ['/', '/public-classes', '/testimonials', '/faq', '/contact', `/book-adult-class/${schedule.id}`, `/class-prep/${schedule.id}`]
}

const noindex = (page) => /^\/(book-|class-prep\/)/.test(page)

let failed = false
let chrome
try {
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? (await defaultPages())
  // Warm every page once: a cached page is rendered on its first request, and that is not what is measured here.
  for (const page of pages) await fetch(`${base}${page}`)
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  console.log(loadAverage())
  console.log(`medians of ${runs} runs`)
  console.log('page                       performance  accessibility  best-practices  seo     CLS')
  for (const page of pages) {
    const results = []
    for (let i = 0; i < runs; i++) results.push((await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' })).lhr)
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((id) => [id, median(results.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))]),
    )
    const cls = median(results.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue))
    const below = Object.entries(TARGETS).filter(([id, target]) => scores[id] < target && !(id === 'seo' && noindex(page)))
    const shifts = cls > MAX_CLS
    if (below.length || shifts) failed = true
    console.log(
      `${page.padEnd(26)} ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores['best-practices']).padStart(14)}  ${String(scores.seo).padStart(3)}  ${cls.toFixed(3).padStart(6)}${below.length || shifts ? '   below target' : ''}`,
    )
    const lhr = results[0]
    for (const [id] of below) {
      const failing = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
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
    if (shifts) {
      const elements = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean)
      console.log(`    layout shifts: ${elements.join(' | ') || 'see the report'}`)
    }
  }
} finally {
  await chrome?.kill()
  await stop()
}
process.exit(failed ? 1 : 0)
