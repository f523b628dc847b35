#!/usr/bin/env node
// Dev tool (not in CI): proves a refactor left the public pages' HTML unchanged. Two production builds (`next build`
// done beforehand in each folder) are served side by side against ONE embedded PostgreSQL, migrated and seeded once
// with the demo data; every public page and the booking forms are fetched from both and compared byte for byte after
// normalizing only what differs per build or per render: the build id, the hashed names under /_next/static/, a
// rendered page's CSP nonce, and the moment the class list was rendered (its cards' clock starts there).
//   node scripts/compare-html.mjs <base folder> [current folder, default: this repository] [--out /tmp/compare-html]
// Exit code 0 when every page is identical, 1 otherwise. The normalized pages and a diff per different page are
// written to the --out folder.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from './embedded-db.mjs'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const outDir = outAt >= 0 ? args.splice(outAt, 2)[1] : path.join(os.tmpdir(), 'compare-html')
const [baseArg, currentArg = path.resolve(import.meta.dirname, '..')] = args
if (!baseArg) {
  console.error('usage: node scripts/compare-html.mjs <base folder> [current folder] [--out dir]')
  process.exit(2)
}
const sides = [
  { name: 'base', dir: path.resolve(baseArg), port: Number(process.env.COMPARE_BASE_PORT ?? 3630) },
  { name: 'current', dir: path.resolve(currentArg), port: Number(process.env.COMPARE_CURRENT_PORT ?? 3631) },
]
for (const side of sides) {
  side.buildId = fs.readFileSync(path.join(side.dir, '.next', 'BUILD_ID'), 'utf8').trim()
}
// One address for both servers: absolute links (canonical, Open Graph, JSON-LD) then name the same site.
const SERVER_URL = 'http://localhost:3000'

const db = await startEmbeddedPostgres({
  dir: path.join(os.tmpdir(), `compare-html-db-${Date.now()}`),
  database: 'swsd',
  persistent: false,
})
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: db.url(),
  PAYLOAD_SECRET: db.payloadSecret,
  SEED_DEMO_DATA: 'true',
  DEMO_MODE: 'true',
  SERVER_URL,
}
const servers = []

async function main() {
  // Migrated and seeded once, by the base's own scripts: both servers read the very same rows.
  for (const script of ['scripts/migrate.mjs', 'scripts/seed.mjs']) {
    const result = spawnSync('node', [script], { cwd: sides[0].dir, env, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`${script} failed (${result.status})`)
  }
  for (const side of sides) {
    const child = spawn('npx', ['next', 'start', '-p', String(side.port)], { cwd: side.dir, env: { ...env, PORT: String(side.port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    child.stdout.on('data', (chunk) => fs.appendFileSync(path.join(outDir, `${side.name}-server.log`), chunk))
    child.stderr.on('data', (chunk) => fs.appendFileSync(path.join(outDir, `${side.name}-server.log`), chunk))
    servers.push(child)
    side.url = `http://127.0.0.1:${side.port}`
  }
  await Promise.all(sides.map((side) => waitFor(`${side.url}/api/globals/site-settings`)))

  const pages = await pagesToCompare(sides[0].url)
  const results = []
  for (const page of pages) {
    // A cached page is stored (its stylesheets inlined) on its first render: the first answers warm both caches.
    for (const side of sides) await get(side, page)
    const [base, current] = [await get(sides[0], page), await get(sides[1], page)]
    const again = await get(sides[0], page)
    const file = page.replace(/[^\w-]+/g, '_').replace(/^_/, '') || 'home'
    fs.writeFileSync(path.join(outDir, `${file}.base.html`), base.html)
    fs.writeFileSync(path.join(outDir, `${file}.current.html`), current.html)
    const same = base.status === current.status && base.html === current.html
    const stable = again.html === base.html
    results.push({ page, same, stable, status: `${base.status}/${current.status}`, bytes: base.html.length })
    if (!same) fs.writeFileSync(path.join(outDir, `${file}.diff`), unifiedDiff(base.html, current.html, file))
  }

  console.log(`\n${'page'.padEnd(48)} status   bytes    result`)
  for (const r of results) {
    const verdict = r.same ? 'identical' : `DIFFERENT (diff: ${path.join(outDir, `${r.page.replace(/[^\w-]+/g, '_').replace(/^_/, '') || 'home'}.diff`)})`
    console.log(`${r.page.padEnd(48)} ${r.status.padEnd(8)} ${String(r.bytes).padEnd(8)} ${verdict}${r.stable ? '' : ' [base differs between two fetches: not deterministic]'}`)
  }
  for (const r of results.filter((x) => !x.same)) {
    console.log(`\n===== ${r.page}`)
    console.log(fs.readFileSync(path.join(outDir, `${r.page.replace(/[^\w-]+/g, '_').replace(/^_/, '') || 'home'}.diff`), 'utf8'))
  }
  return results.every((r) => r.same) ? 0 : 1
}

/** The public pages, with the booking forms and prep pages of seeded classes of each kind. */
async function pagesToCompare(url) {
  const fixed = [
    '/', '/about', '/cbo', '/workplace-safety', '/private-classes', '/contact', '/faq', '/testimonials',
    '/public-classes', '/public-classes?tab=mother-daughter', '/public-classes?city=Walnut%20Creek',
    '/privacy-policy', '/public-class-policies', '/private-class-policies', '/private-class-prep', '/no-such-page',
  ]
  const response = await fetch(`${url}/api/schedules?depth=1&limit=200&sort=startTime`)
  const { docs } = await response.json()
  const now = Date.now()
  const upcoming = docs.filter((s) => !s.isCancelled && new Date(s.startTime ?? s.date).getTime() > now)
  const first = (type) => upcoming.find((s) => s.class?.type === type)
  const byType = [
    ['public-adult-teen', '/book-adult-class'],
    ['public-mother-daughter', '/book-mother-daughter-class'],
    ['community-mother-daughter', '/book-community-md'],
  ]
  const perClass = []
  for (const [type, form] of byType) {
    const schedule = first(type)
    if (!schedule) {
      console.warn(`no upcoming seeded class of type ${type}`)
      continue
    }
    perClass.push(`${form}/${schedule.id}`, `/class-prep/${schedule.id}`)
  }
  return [...fixed, ...perClass]
}

/** The page as this side serves it, normalized: build id, hashed static names, the request's nonce, render time. */
async function get(side, page) {
  const response = await fetch(`${side.url}${page}`, { redirect: 'manual' })
  let html = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  if (nonce) html = html.split(nonce).join('__NONCE__')
  html = html.split(side.buildId).join('__BUILD_ID__')
  html = html.replace(/(\\?"renderedAt\\?":\\?")[\d:.TZ-]+/g, '$1__RENDERED_AT__')
  html = html.replace(/(\/_next\/static\/(?:chunks|media)\/)[\w.~-]+?\.(js|css|woff2?|png|svg|jpg|webp)\b/g, '$1__HASHED__.$2')
  return { status: response.status, html }
}

async function waitFor(url, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** `diff -u` of the two pages with a line break after each tag, so a difference shows where it is. */
function unifiedDiff(a, b, name) {
  const split = (html) => html.replace(/>/g, '>\n').replace(/\}/g, '}\n')
  const fa = path.join(outDir, `${name}.base.lines`)
  const fb = path.join(outDir, `${name}.current.lines`)
  fs.writeFileSync(fa, split(a))
  fs.writeFileSync(fb, split(b))
  return spawnSync('diff', ['-u', fa, fb], { encoding: 'utf8' }).stdout
}

fs.mkdirSync(outDir, { recursive: true })
for (const side of ['base', 'current']) fs.rmSync(path.join(outDir, `${side}-server.log`), { force: true })
let code = 1
try {
  code = await main()
} catch (error) {
  console.error(error)
} finally {
  for (const child of servers) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2000))
  await db.stop()
}
process.exit(code)
