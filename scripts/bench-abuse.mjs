#!/usr/bin/env node
// Abuse checks against the production build: two servers on throwaway embedded databases (one behind a trusted proxy,
// TRUSTED_PROXY_HOPS=1; one reached directly, TRUSTED_PROXY_HOPS=0), both with reCAPTCHA keys checked by a local fake
// siteverify and Stripe pointed at a local fake that counts the calls. Prints one line per check and exits non-zero
// when one fails.
//   npx next build && npm run bench:abuse
// Options (env): BENCH_ABUSE_PORT (first port, default 3700; uses four). Each server's output goes to
// swsd-bench-abuse-<port>.log in the temp folder.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

const firstPort = Number(process.env.BENCH_ABUSE_PORT ?? 3700)
const SITEVERIFY_SECRET = 'bench-recaptcha-secret'
const INSTRUCTOR = { email: 'instructor@swsd.example', password: 'instructor-demo-password' }
const HEADERS = ['content-security-policy', 'referrer-policy', 'x-content-type-options', 'permissions-policy']

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npx next build` first.')
  process.exit(1)
}

/** Stripe's API as far as this app uses it, counting every call. */
function startFakeStripe() {
  const sessions = new Map()
  const calls = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const url = (req.url ?? '').split('?')[0]
      calls.push(`${req.method} ${url}`)
      const send = (status, json) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      const form = new URLSearchParams(body)
      if (req.method === 'POST' && url === '/v1/checkout/sessions') {
        const id = `cs_test_${randomUUID().replace(/-/g, '')}`
        const metadata = { bookingId: form.get('metadata[bookingId]') }
        const session = { id, object: 'checkout.session', url: `https://checkout.fake-stripe.test/${id}`, status: 'open', payment_status: 'unpaid', client_reference_id: form.get('client_reference_id'), metadata, payment_intent: null }
        sessions.set(id, session)
        return send(200, session)
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url)
      const session = match && sessions.get(decodeURIComponent(match[1]))
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      if (match[2]) session.status = 'expired'
      return send(200, session)
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, sessions, calls, server })))
}

function startSiteverify(port) {
  const child = spawn(process.execPath, ['tests/e2e/fakes/siteverify-server.mjs', String(port), SITEVERIFY_SECRET], { stdio: 'ignore', detached: true })
  return { child, url: `http://127.0.0.1:${port}/siteverify` }
}

function startServer({ port, hops, stripeUrl, siteverifyUrl }) {
  const base = `http://127.0.0.1:${port}`
  const urlFile = path.join(os.tmpdir(), `swsd-bench-abuse-${port}.database-url`)
  const log = path.join(os.tmpdir(), `swsd-bench-abuse-${port}.log`)
  const output = openSync(log, 'w')
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    EMBEDDED_PG_DIR: path.join(os.tmpdir(), `swsd-bench-abuse-${port}-${Date.now()}`),
    EMBEDDED_PG_PERSISTENT: 'false',
    EMBEDDED_PG_URL_FILE: urlFile,
    SEED_DEMO_DATA: 'true',
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'bench-secret-bench-secret-bench-secret',
    SERVER_URL: base,
    TRUSTED_PROXY_HOPS: String(hops),
    RECAPTCHA_SITE_KEY: 'bench-recaptcha-site-key',
    RECAPTCHA_SECRET_KEY: SITEVERIFY_SECRET,
    RECAPTCHA_VERIFY_URL: siteverifyUrl,
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_BASE: stripeUrl,
    PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
  }
  const child = spawn(process.execPath, ['scripts/with-db.mjs', `npm run db:prepare && next start -p ${port}`], {
    env,
    stdio: ['ignore', output, output],
    detached: true,
  })
  return { base, child, log, urlFile, hops }
}

async function waitForServer(server) {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) {
      const tail = readFileSync(server.log, 'utf8').split('\n').slice(-30).join('\n')
      throw new Error(`server ${server.base} exited with ${server.child.exitCode}; the end of ${server.log}:\n${tail}`)
    }
    try {
      if ((await fetch(`${server.base}/api/globals/site-settings`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error(`server ${server.base} did not start in 5 minutes`)
}

async function stop(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  await exited
}

const token = () => `fake-solved-${randomUUID()}`
/** A client address no earlier check used (random ones once collided: the second run started with a count of one). */
let addressesUsed = 0
const address = () => `198.51.100.${++addressesUsed}`

async function post(server, pathname, body, headers = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  const response = await fetch(`${server.base}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: raw })
  const text = await response.text()
  return { status: response.status, text, headers: response.headers }
}

/** '429 TOO_MANY_HOLDS': an answer's status and, when it has one, its error code. */
const outcome = ({ status, text }) => {
  try {
    const { code } = JSON.parse(text)
    return code ? `${status} ${code}` : String(status)
  } catch {
    return String(status)
  }
}

/** Runs `work` for each item, `width` at a time. */
async function inBatches(items, width, work) {
  const results = []
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(work))))
  return results
}

async function query(server, sql, values = []) {
  const client = new pg.Client({ connectionString: readFileSync(server.urlFile, 'utf8') })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** Bookable adult classes with at least `seats` seats free, latest first (as the booking page would offer them). */
async function bookableSchedules(server, seats = 1) {
  const answer = await fetch(`${server.base}/api/schedules?limit=200&depth=1&sort=-startTime`)
  const { docs } = await answer.json()
  const open = (s) => !s.registrationOpens || new Date(s.registrationOpens) <= new Date()
  const adult = docs.filter((s) => s.class?.type === 'public-adult-teen' && s.class?.bookingMethod === 'swsd website' && !s.isCancelled && open(s))
  const free = []
  for (const schedule of adult) {
    if ((await post(server, '/api/check-availability', { classScheduleId: schedule.id, requestedSeats: seats })).status === 200) free.push(schedule)
  }
  return free
}

const bookingBody = (scheduleId, email) => ({
  classType: 'adult',
  classScheduleId: scheduleId,
  contactInfo: { firstName: 'Bench', lastName: 'Client', email, phone: '(925) 555-0100' },
  participants: [],
  recaptchaToken: token(),
})

const MALFORMED = [
  '',
  'not json',
  '{',
  '[]',
  'null',
  '42',
  '"text"',
  '{"a":1}',
  JSON.stringify({ classScheduleId: 'abc', requestedSeats: -1, session_id: {}, booking_id: [], email: 7, password: null }),
  JSON.stringify({ classScheduleId: 1e308, requestedSeats: 1e308, booking_id: '99999999999999999999', session_id: 'x'.repeat(300) }),
  JSON.stringify({ classType: 'adult', classScheduleId: 1, contactInfo: 'x', participants: 'x', recaptchaToken: 5 }),
  JSON.stringify({ bookingId: 'x', token: 'y', sessionId: 42, action: 'steal' }),
  JSON.stringify({ email: 'instructor@swsd.example', password: ['x'], rememberMe: 'yes', recaptchaToken: {} }),
  JSON.stringify({ formType: 'Nope', email: 'x'.repeat(10_000), webRequestDetails: '\u0000\uffff' }),
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  JSON.stringify(JSON.parse('['.repeat(500) + ']'.repeat(500))),
  JSON.stringify({ big: 'y'.repeat(1_000_000) }),
]
const PUBLIC_POSTS = [
  '/api/create-booking',
  '/api/verify-payment',
  '/api/check-availability',
  '/api/check-promo-code',
  '/api/cleanup-expired-bookings',
  '/api/form-submissions/submit',
  '/api/cancel-checkout',
  '/api/demo-checkout',
  '/api/webhooks/stripe',
  '/api/webhooks/email',
  '/api/gift-certificates/buy',
  '/api/admin/login',
  '/api/users/login',
]

const checks = []
async function check(name, run) {
  const started = performance.now()
  let result
  try {
    result = await run()
  } catch (error) {
    result = { ok: false, detail: `error: ${error instanceof Error ? error.message : String(error)}` }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  checks.push(result.ok)
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${name}: ${result.detail} (${seconds} s)`)
}

const fiveXx = (answers) => answers.filter((a) => a.status >= 500)

const stripe = await startFakeStripe()
const siteverify = startSiteverify(firstPort + 2)
const proxied = startServer({ port: firstPort, hops: 1, stripeUrl: stripe.url, siteverifyUrl: siteverify.url })
const direct = startServer({ port: firstPort + 1, hops: 0, stripeUrl: stripe.url, siteverifyUrl: siteverify.url })
const startedAt = performance.now()
try {
  await Promise.all([waitForServer(proxied), waitForServer(direct)])
  console.log(`servers ready in ${((performance.now() - startedAt) / 1000).toFixed(0)} s (proxied ${proxied.base}, TRUSTED_PROXY_HOPS=1; direct ${direct.base}, TRUSTED_PROXY_HOPS=0)`)

  await check(`${MALFORMED.length} malformed bodies x ${PUBLIC_POSTS.length + 1} public endpoints`, async () => {
    const targets = PUBLIC_POSTS.flatMap((endpoint) => MALFORMED.map((body) => ({ endpoint, body })))
    const answers = await inBatches(targets, 8, async ({ endpoint, body }) => ({ endpoint, body, ...(await post(direct, endpoint, body)) }))
    for (const query of ['', '?booking=x&token=y', '?booking=1&token=' + 'z'.repeat(5000)]) {
      const response = await fetch(`${direct.base}/api/checkout-cancelled${query}`, { redirect: 'manual' })
      answers.push({ endpoint: 'GET /api/checkout-cancelled', body: query, status: response.status })
    }
    const bad = fiveXx(answers)
    const where = [...new Set(bad.map((a) => `${a.endpoint} ${a.status}`))].join(', ')
    return { ok: bad.length === 0, detail: `${answers.length} requests, ${bad.length} answered 5xx${where ? ` (${where})` : ''}` }
  })

  await check('1000 bad logins without CAPTCHA', async () => {
    const attempts = Array.from({ length: 1000 }, (_, i) => i)
    const answers = await inBatches(attempts, 20, (i) =>
      i % 2
        ? post(direct, '/api/admin/login', { email: INSTRUCTOR.email, password: `wrong-${i}`, rememberMe: false })
        : post(direct, '/api/users/login', { email: INSTRUCTOR.email, password: `wrong-${i}` }),
    )
    // Attempts without a valid CAPTCHA must never count against an account: no account bucket may exist.
    const locked = await query(direct, "select key from rate_limits where key like 'login-account:%'")
    const signIn = await post(direct, '/api/admin/login', { ...INSTRUCTOR, rememberMe: false, recaptchaToken: token() })
    const cms = await post(direct, '/api/users/login', { ...INSTRUCTOR, recaptchaToken: token() })
    const statuses = countBy(answers.map((a) => a.status))
    const ok = locked.length === 0 && signIn.status === 200 && cms.status === 200 && fiveXx(answers).length === 0
    return {
      ok,
      detail: `answers ${statuses}; ${locked.length} account(s) counted or locked; instructor signs in at /api/admin/login: ${signIn.status}, at /api/users/login: ${cms.status}`,
    }
  })

  await check('30 bad logins with CAPTCHA from one proxied address', async () => {
    const results = []
    for (const endpoint of ['/api/users/login', '/api/admin/login']) {
      const from = address()
      const statuses = []
      for (let i = 0; i < 30; i++) {
        const body = { email: `nobody-${randomUUID().slice(0, 8)}@bench.example`, password: 'wrong', rememberMe: false, recaptchaToken: token() }
        statuses.push((await post(proxied, endpoint, body, { 'X-Forwarded-For': from })).status)
      }
      const other = address()
      const elsewhere = await post(proxied, endpoint, { email: 'nobody@bench.example', password: 'wrong', rememberMe: false, recaptchaToken: token() }, { 'X-Forwarded-For': other })
      const firstLimited = statuses.indexOf(429)
      const ok = firstLimited === 10 && statuses.slice(10).every((s) => s === 429) && elsewhere.status !== 429 && elsewhere.status < 500
      results.push({ ok, text: `${endpoint}: ${firstLimited < 0 ? 'never limited' : `limited from attempt ${firstLimited + 1}`} (${countBy(statuses)}), another address: ${elsewhere.status}` })
    }
    return { ok: results.every((r) => r.ok), detail: results.map((r) => r.text).join('; ') }
  })

  await check('spoofed X-Forwarded-For without trusted hops', async () => {
    const [schedule] = await bookableSchedules(direct)
    const spoofed = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`)
    await inBatches(spoofed, 5, async (ip) => {
      const h = { 'X-Forwarded-For': ip }
      const email = `nobody-${randomUUID().slice(0, 8)}@bench.example`
      await post(direct, '/api/admin/login', { email, password: 'wrong', rememberMe: false, recaptchaToken: token() }, h)
      await post(direct, '/api/users/login', { email, password: 'wrong', recaptchaToken: token() }, h)
      await post(direct, '/api/check-availability', { classScheduleId: schedule.id, requestedSeats: 1 }, h)
      await post(direct, '/api/verify-payment', { session_id: 'cs_test_none', booking_id: 1 }, h)
      await post(direct, '/api/cleanup-expired-bookings', {}, h)
    })
    const keys = await query(direct, 'select key from rate_limits')
    const keyed = keys.filter(({ key }) => spoofed.some((ip) => key.includes(ip)))
    return { ok: keyed.length === 0, detail: `20 spoofed addresses: ${keyed.length} rate_limits buckets keyed on them` }
  })

  await check('50 create-booking attempts from one client', async () => {
    const schedules = await bookableSchedules(proxied, 3)
    if (schedules.length < 2) return { ok: false, detail: 'fewer than 2 bookable adult classes with 3 seats free in the seed' }
    const sameEmail = `bench-${randomUUID().slice(0, 8)}@example.com`
    const oneClient = address()
    const a = await inBatches(Array.from({ length: 50 }), 10, () => post(proxied, '/api/create-booking', bookingBody(schedules[0].id, sameEmail), { 'X-Forwarded-For': oneClient }))
    const heldByEmail = await query(proxied, "select count(*)::int as n from bookings where contact_email = $1 and status = 'held'", [sameEmail])
    const oneAddress = address()
    const b = await inBatches(Array.from({ length: 50 }, (_, i) => i), 10, (i) =>
      post(proxied, '/api/create-booking', bookingBody(schedules[1].id, `bench-${i}-${randomUUID().slice(0, 8)}@example.com`), { 'X-Forwarded-For': oneAddress }),
    )
    const heldByAddress = b.filter((x) => x.status === 200).length
    const ok = heldByEmail[0].n === 2 && heldByAddress === 3 && fiveXx([...a, ...b]).length === 0
    return {
      ok,
      detail: `one email and address: ${heldByEmail[0].n} held (${countBy(a.map(outcome))}); 50 emails from one address: ${heldByAddress} held (${countBy(b.map(outcome))}); ${fiveXx([...a, ...b]).length} 5xx`,
    }
  })

  await check('promo code guessing from one client', async () => {
    const [schedule] = await bookableSchedules(proxied)
    const email = `bench-promo-${randomUUID().slice(0, 8)}@example.com`
    const guess = () => `GUESS${randomUUID().slice(0, 6).toUpperCase()}`
    const booked = []
    for (let i = 0; i < 12; i++) {
      booked.push(await post(proxied, '/api/create-booking', { ...bookingBody(schedule.id, email), promoCode: guess() }, { 'X-Forwarded-For': address() }))
    }
    const oneAddress = address()
    const applied = await inBatches(Array.from({ length: 30 }, (_, i) => i), 10, (i) =>
      post(proxied, '/api/check-promo-code', { code: guess(), classScheduleId: schedule.id, participantCount: 1, email: `bench-apply-${i}-${randomUUID().slice(0, 8)}@example.com` }, { 'X-Forwarded-For': oneAddress }),
    )
    const refusedByEmail = booked.filter((a) => outcome(a) === '400 PROMO_REFUSED').length
    const refusedByAddress = applied.filter((a) => outcome(a) === '400 PROMO_REFUSED').length
    const found = [...booked, ...applied].filter((a) => a.status === 200).length
    const bad = fiveXx([...booked, ...applied])
    // Per email: 8 codes an hour (then 429); per address: 15 (then 429); no guess is ever priced.
    const ok = refusedByEmail === 8 && refusedByAddress === 15 && found === 0 && bad.length === 0
    return { ok, detail: `12 bookings with guessed codes, one email: ${countBy(booked.map(outcome))}; 30 Apply guesses from one address: ${countBy(applied.map(outcome))}; ${found} priced; ${bad.length} 5xx` }
  })

  await check('guessing gift certificate codes (GC-) while booking', async () => {
    const [schedule] = await bookableSchedules(proxied)
    const guess = () => `GC-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase().replace(/[ILOU]/g, '7').replace(/(.{4})(.{4})(.{4})/, '$1-$2-$3')}`
    const oneAddress = address()
    const fromAddress = []
    for (let i = 0; i < 15; i++) {
      const body = { ...bookingBody(schedule.id, `bench-gc-${i}-${randomUUID().slice(0, 8)}@example.com`), creditCode: guess() }
      fromAddress.push((await post(proxied, '/api/create-booking', body, { 'X-Forwarded-For': oneAddress })).status)
    }
    const oneEmail = `bench-gc-${randomUUID().slice(0, 8)}@example.com`
    const fromEmail = []
    for (let i = 0; i < 8; i++) fromEmail.push((await post(proxied, '/api/create-booking', { ...bookingBody(schedule.id, oneEmail), creditCode: guess() }, { 'X-Forwarded-For': address() })).status)
    const ok =
      fromAddress.indexOf(429) === 10 && fromAddress.slice(10).every((s) => s === 429) && fromEmail.indexOf(429) === 5 && ![...fromAddress, ...fromEmail].some((s) => s === 200 || s >= 500)
    return { ok, detail: `15 guesses from one address: ${countBy(fromAddress)} (limited from guess ${fromAddress.indexOf(429) + 1}); 8 guesses with one email: ${countBy(fromEmail)} (limited from guess ${fromEmail.indexOf(429) + 1})` }
  })

  await check('200 verify-payment calls with random ids', async () => {
    const [schedule] = await bookableSchedules(direct)
    const created = await post(direct, '/api/create-booking', bookingBody(schedule.id, `bench-verify-${randomUUID().slice(0, 8)}@example.com`))
    const { bookingId, checkoutUrl } = JSON.parse(created.text)
    const real = stripe.sessions.get(new URL(checkoutUrl).pathname.slice(1))
    const lookups = () => stripe.calls.filter((c) => c.startsWith('GET /v1/checkout/sessions/')).length
    const before = lookups()
    const random = await inBatches(Array.from({ length: 200 }, (_, i) => i), 20, (i) =>
      post(direct, '/api/verify-payment', { session_id: `cs_test_${randomUUID().replace(/-/g, '')}`, booking_id: i % 2 ? bookingId : i + 1 }),
    )
    const forRandom = lookups() - before
    const flood = await Promise.all(Array.from({ length: 50 }, () => post(direct, '/api/verify-payment', { session_id: real.id, booking_id: bookingId })))
    const forReal = lookups() - before - forRandom
    const bad = fiveXx([...random, ...flood])
    const ok = forRandom === 0 && forReal <= 1 && bad.length === 0
    return { ok, detail: `200 random ids: ${forRandom} Stripe calls; 50 calls about one real session: ${forReal} Stripe call; ${bad.length} 5xx` }
  })

  await check('security headers on /, /admin/login, /cms', async () => {
    const missing = []
    for (const pathname of ['/', '/admin/login', '/cms']) {
      const response = await fetch(`${direct.base}${pathname}`)
      const has = (name) => response.headers.has(name)
      const framing = has('x-frame-options') || /frame-ancestors/i.test(response.headers.get('content-security-policy') ?? '')
      const absent = [...HEADERS.filter((name) => !has(name)), ...(framing ? [] : ['x-frame-options or frame-ancestors'])]
      if (absent.length) missing.push(`${pathname} (${response.status}) lacks ${absent.join(', ')}`)
    }
    return {
      ok: missing.length === 0,
      detail: `${missing.length ? missing.join('; ') : `all present: ${HEADERS.join(', ')}, framing`}; strict-transport-security n/a (http)`,
    }
  })
} finally {
  await Promise.all([stop(proxied.child), stop(direct.child), stop(siteverify.child)])
  stripe.server.close()
}

function countBy(values) {
  const counts = new Map()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([value, n]) => `${n}x ${value}`).join(', ')
}

const failed = checks.filter((ok) => !ok).length
console.log(failed ? `${failed} of ${checks.length} checks failed` : `all ${checks.length} checks passed`)
process.exit(failed ? 1 : 0)
