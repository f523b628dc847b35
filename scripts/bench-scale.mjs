#!/usr/bin/env node
// More than one instance (README 'More than one instance'), on this machine: one PostgreSQL server reached by
// DATABASE_URL, a real Redis, an S3 server for media, two production instances (A and B) of the one build in .next
// with JOBS_IN_WORKER=true, and two job workers (npm run jobs:worker). The checks of issue 42, one PASS/FAIL line
// each; exits non-zero when one fails.
//   npx next build && npm run bench:scale
// Ports (env): BENCH_SCALE_PORT (A; B is the next one; the mail sink the one after; default 3650), BENCH_SCALE_REDIS_PORT
// (6390), BENCH_SCALE_S3_PORT (4590). BENCH_SCALE_LOG=1 shows the servers' output.
import { existsSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'
import sharp from 'sharp'

import { startEmbeddedPostgres } from './embedded-db.mjs'
import { startSmtpSink } from './scale/smtpSink.mjs'
import { makeBusinessClass, redisServer, restAs, runToEnd, s3Server, startInstance, startWorker, waitFor } from './scale/stack.mjs'

const portA = Number(process.env.BENCH_SCALE_PORT ?? 3650)
const [portB, smtpPort] = [portA + 1, portA + 2]
const log = process.env.BENCH_SCALE_LOG ? 'inherit' : 'ignore'
const DAY = 86_400_000
const OWNER = { email: 'owner@swsd.example', password: 'owner-demo-password' }
const started = Date.now()
const work = path.join(os.tmpdir(), `swsd-bench-scale-${Date.now()}`)

const stops = []
const results = []
function report(ok, name, detail = '') {
  results.push(ok)
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` (${detail})` : ''}`)
}

// ---- Requests ----
/** Every request gives up after 20 s: an answer that never comes is a failure, not a bench that hangs. */
const fetch = (url, init = {}) => globalThis.fetch(url, { signal: AbortSignal.timeout(20_000), ...init })
function post(base, pathname, body, headers = {}) {
  return fetch(`${base}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
}
async function login(base, credentials) {
  const response = await post(base, '/api/users/login', { ...credentials, recaptchaToken: 'captcha-disabled' })
  const body = await response.json().catch(() => ({}))
  const cookie = (response.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('payload-token='))?.split(';')[0]
  return { status: response.status, body, cookie }
}
let ownerCookie
/** A browser on the site sends its origin (the one SERVER_URL, as behind a load balancer): Payload's CSRF check. */
const ORIGIN = `http://127.0.0.1:${portA}`
let asOwner
let classId
async function newSchedule(spots, startsIn) {
  const start = new Date(Date.now() + startsIn)
  const { doc } = await asOwner(A.base, 'POST', '/api/schedules', {
    class: classId,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    availableSpots: spots,
  })
  return doc.id
}
let emails = 0
/** One booking (1 seat, or 2 with a second participant); `{ status, code, bookingId, sessionId }` or `{ error }`. */
async function book(base, scheduleId, { seats = 1, prefix = 'scale' } = {}) {
  const n = ++emails
  try {
    const response = await post(base, '/api/create-booking', {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Scale', lastName: `Bench${n}`, email: `${prefix}-${n}@example.com`, phone: '(925) 555-0100' },
      participants: seats === 2 ? [{ firstName: 'Second', lastName: `Bench${n}`, ageGroup: '16+' }] : [],
      recaptchaToken: 'captcha-disabled',
    })
    const body = await response.json().catch(() => ({}))
    // The demo checkout's page: /demo-checkout/<session id>.
    const sessionId = body.checkoutUrl ? decodeURIComponent(new URL(body.checkoutUrl, base).pathname.split('/').at(-1)) : undefined
    return { status: response.status, code: body.code, error: body.error, bookingId: body.bookingId, sessionId, email: `${prefix}-${n}@example.com` }
  } catch (error) {
    return { error: String(error.cause?.code ?? error.message) }
  }
}
const pay = (base, sessionId) => post(base, '/api/demo-checkout', { sessionId, action: 'pay' })
const page = async (base, pathname) => {
  const response = await fetch(`${base}${pathname}`)
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-nextjs-cache') }
}
const pool = async (items, concurrency, task) => {
  const out = new Array(items.length)
  let next = 0
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await task(items[i], i)
    }
  }))
  return out
}

// ---- The checks ----
async function runChecks() {
  ownerCookie = (await login(A.base, OWNER)).cookie
  if (!ownerCookie) throw new Error('the owner could not log in on A')
  asOwner = restAs(ownerCookie, ORIGIN)
  classId = await makeBusinessClass(asOwner, A.base, 'Scale bench class')

  console.log('owner logged in; class made')
  await editsReachTheOtherInstance('an edit saved through A shows on B within 2 s', 20)
  await concurrentBookingsForFiveSeats()
  await staffSessionsAndLoginLimits()
  await imageUploadedThroughAServedByB()
  await remindersSentOnce()
  await instanceKilledMidLoad()
  await redisStoppedAndBack()
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s; ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} load on ${os.cpus().length} cores`)
}

/** A FAQ's question edited through A, `rounds` times: each must show on B's cached /faq within 2 s. */
async function editsReachTheOtherInstance(name, rounds) {
  // A published question (what anyone may read), which /faq shows.
  const [faq] = (await (await fetch(`${A.base}/api/faqs?limit=1&depth=0`)).json()).docs
  const times = []
  let late = 0
  for (let round = 1; round <= rounds; round++) {
    // B has /faq in the cache before each edit (its second request is a hit).
    await page(B.base, '/faq')
    await page(B.base, '/faq')
    const text = `Scale bench question ${round} ${Math.random().toString(36).slice(2, 8)}`
    await asOwner(A.base, 'PATCH', `/api/faqs/${faq.id}`, { question: text })
    const saved = Date.now()
    let shown = null
    while (Date.now() - saved < 10_000) {
      if ((await page(B.base, '/faq')).html.includes(text)) {
        shown = Date.now() - saved
        break
      }
      await sleep(50)
    }
    times.push(shown ?? Infinity)
    if (shown === null || shown > 2000) late++
  }
  const sorted = [...times].sort((a, b) => a - b)
  report(late === 0, name, `${rounds - late} of ${rounds}; median ${sorted[Math.floor(rounds / 2)]} ms, slowest ${sorted.at(-1)} ms`)
}

async function concurrentBookingsForFiveSeats() {
  const scheduleId = await newSchedule(5, 30 * DAY)
  const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => book(i % 2 ? B.base : A.base, scheduleId)))
  const held = answers.filter((a) => a.status === 200 && a.bookingId).length
  const full = answers.filter((a) => a.status === 409 && a.code === 'CLASS_FULL' && a.error === 'Sorry, this class is already full.').length
  const { rows } = await sql.query(`select count(*)::int as bookings, coalesce(sum(seats), 0)::int as seats from bookings where schedule_id = $1 and status in ('held', 'confirmed')`, [scheduleId])
  const others = answers.filter((a) => !(a.status === 200 && a.bookingId) && !(a.status === 409 && a.code === 'CLASS_FULL'))
  const ok = held === 5 && full === 55 && rows[0].seats === 5 && rows[0].bookings === 5
  report(
    ok,
    '60 concurrent bookings over A and B for a class with 5 seats: exactly 5 held, the rest told it is full',
    `${held} booked, ${full} told 'Sorry, this class is already full.', ${rows[0].seats} seats held in PostgreSQL${others.length ? `; ${others.length} other answers, first: ${others[0].status ?? ''} ${others[0].error ?? ''}` : ''}`,
  )
}

async function staffSessionsAndLoginLimits() {
  const fromA = await login(A.base, OWNER)
  const me = await (await fetch(`${B.base}/api/users/me`, { headers: { Cookie: fromA.cookie, Origin: ORIGIN } })).json()
  const cms = await fetch(`${B.base}/cms/collections/bookings`, { headers: { Cookie: fromA.cookie, Origin: ORIGIN }, redirect: 'manual' })
  report(
    me.user?.email === OWNER.email && cms.status === 200,
    'a staff session made on A works on B',
    `B's /api/users/me: ${me.user?.email ?? 'no user'}; B's /cms bookings list: ${cms.status}`,
  )

  const staff = { email: `scale-instructor-${Date.now()}@example.com`, password: 'scale-instructor-password' }
  await asOwner(A.base, 'POST', '/api/users', { ...staff, name: 'Scale Instructor', role: 'instructor' })
  const statuses = []
  for (let attempt = 0; attempt < 6; attempt++) {
    statuses.push((await login(attempt % 2 ? B.base : A.base, { email: staff.email, password: 'wrong-password' })).status)
  }
  const right = await login(B.base, staff)
  const locked = 'This account is locked after too many failed attempts. Please try again in 10 minutes.'
  const ok = statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429 && right.status === 429 && JSON.stringify(right.body).includes(locked)
  report(ok, 'login limits count across both instances', `wrong passwords alternately on A and B answered ${statuses.join(', ')}; then the right one on B: ${right.status}`)
}

async function imageUploadedThroughAServedByB() {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer()
  const name = `scale-bench-${Date.now()}.png`
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'Scale bench image' }))
  const response = await fetch(`${A.base}/api/media`, { method: 'POST', headers: { Cookie: ownerCookie, Origin: ORIGIN }, body: form })
  const { doc } = await response.json()
  const served = doc?.url ? await fetch(new URL(doc.url, B.base)) : null
  const bytes = served?.ok ? Buffer.from(await served.arrayBuffer()) : Buffer.alloc(0)
  const inBucket = existsSync(path.join(work, 's3', 'media')) && readdirSync(path.join(work, 's3', 'media'), { recursive: true }).some((f) => String(f).includes(doc?.filename))
  const onDisk = existsSync(path.join('media', doc?.filename ?? name))
  const ok = response.status === 201 && served?.status === 200 && bytes.equals(png) && inBucket && !onDisk
  report(ok, 'an image uploaded through A is served by B', `upload ${response.status}; B served ${served?.status} ${bytes.length} bytes (${bytes.equals(png) ? 'the same' : 'not the same'}); in the S3 bucket: ${inBucket}; on A's disk: ${onDisk}`)
}

async function remindersSentOnce() {
  // The class starts in 20 hours: its day-before reminder is due as soon as each booking is paid.
  const scheduleId = await newSchedule(60, 20 * 3600_000)
  const started = Date.now()
  const booked = await pool(Array.from({ length: 50 }, (_, i) => i), 10, async (i) => {
    const base = i % 2 ? B.base : A.base
    const answer = await book(base, scheduleId, { prefix: 'reminder' })
    const paid = answer.sessionId ? (await pay(base, answer.sessionId)).status : null
    return { ...answer, paid }
  })
  const ids = booked.filter((b) => b.paid === 200).map((b) => b.bookingId)
  const reminders = async () =>
    (await sql.query(`select booking_id, "to", subject, status from emails where kind = 'reminder' and booking_id = any($1::int[])`, [ids])).rows
  await waitFor('the 50 reminders', async () => (await reminders()).filter((r) => r.status === 'Sent').length >= ids.length, 90).catch(() => {})
  await sleep(3000) // a second send would come now
  const rows = await reminders()
  const sent = (row) => mail.messages.filter((m) => m.to.includes(row.to) && m.subject === row.subject).length
  const once = rows.filter((r) => sent(r) === 1).length
  const twice = rows.filter((r) => sent(r) > 1).length
  const ok = ids.length === 50 && rows.length === 50 && once === 50
  report(
    ok,
    '50 bookings with reminders due, two workers running: each reminder sent exactly once',
    `${ids.length} bookings paid; ${rows.length} reminders in the outbox, ${once} delivered once to the mail server, ${twice} more than once; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

async function instanceKilledMidLoad() {
  const scheduleId = await newSchedule(400, 40 * DAY)
  const answers = []
  let loading = true
  const load = (async () => {
    for (let i = 0; loading && i < 400; i++) {
      answers.push(
        ...(await Promise.all(
          [A, B, A, B, A, B].map(async (instance) => {
            const answer = await book(instance.base, scheduleId, { seats: 2, prefix: 'killed' })
            const paid = answer.sessionId ? await pay(instance.base, answer.sessionId).then((r) => r.status, (e) => String(e.cause?.code ?? e.message)) : null
            return { on: instance === A ? 'A' : 'B', ...answer, paid }
          }),
        )),
      )
    }
  })()
  const pages = []
  const reader = (async () => {
    while (loading) {
      const r = await page(B.base, '/public-classes').catch((e) => ({ status: String(e.cause?.code ?? e.message) }))
      pages.push(r.status)
    }
  })()
  await sleep(1500)
  await A.kill()
  const killedAt = answers.length
  await sleep(4000)
  loading = false
  await Promise.all([load, reader])

  const onB = answers.filter((a) => a.on === 'B')
  const bFailures = [...onB.filter((a) => a.status !== 200 || a.paid !== 200).map((a) => `booking ${a.status ?? a.error} ${a.code ?? ''}, paid ${a.paid}`), ...pages.filter((s) => s !== 200).map((s) => `page ${s}`)]
  const bFailed = bFailures.length
  const answeredOk = answers.filter((a) => a.status === 200 && a.bookingId)
  const { rows } = await sql.query(
    `select b.id, b.status, b.seats::int as seats, b.participant_count::int as people, (select count(*)::int from participants p where p.booking_id = b.id) as rows
       from bookings b where b.schedule_id = $1`,
    [scheduleId],
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  const lost = answeredOk.filter((a) => !byId.has(a.bookingId)).length
  const unpaid = answeredOk.filter((a) => a.paid === 200 && byId.get(a.bookingId)?.status !== 'confirmed').length
  const halfWritten = rows.filter((r) => r.rows !== r.people || r.seats !== 2).length
  const ok = bFailed === 0 && onB.length > 0 && lost === 0 && unpaid === 0 && halfWritten === 0 && answers.length > killedAt
  report(
    ok,
    'instance A killed mid-load: B keeps answering, no booking lost or half-written',
    `${answers.length} bookings tried (${killedAt} before the kill), ${onB.length} on B with ${bFailed} failures${bFailed ? ` (first: ${bFailures[0]})` : ''}, ${pages.length} pages read from B; ${answeredOk.length} answered booked, ${lost} missing, ${unpaid} paid but not confirmed; ${rows.length} in PostgreSQL, ${halfWritten} without all their participants`,
  )
  A = await startInstance({ port: portA, env, log })
}

async function redisStoppedAndBack() {
  await page(A.base, '/faq')
  await redis.stop()
  await sleep(1000)
  const served = []
  for (const base of [A.base, B.base]) for (const p of ['/', '/faq', '/public-classes']) served.push({ base, p, ...(await page(base, p)) })
  const pagesOk = served.every((s) => s.status === 200 && s.html.includes('</footer>'))
  const scheduleId = await newSchedule(20, 30 * DAY)
  const bookings = await Promise.all([A, B, A, B].map((i) => book(i.base, scheduleId, { prefix: 'no-redis' })))
  const booked = bookings.filter((b) => b.status === 200 && b.bookingId).length
  const caches = [...new Set(served.map((s) => s.cache ?? 'no cache header'))].join(', ')
  report(
    pagesOk && booked === 4,
    'Redis stopped: pages still served (rendered afresh by the instance, the shared cache skipped) and bookings still taken',
    `${served.filter((s) => s.status === 200).length} of ${served.length} pages 200 on A and B (x-nextjs-cache: ${caches}); ${booked} of 4 bookings taken`,
  )
  await redis.start()
  // The cache clients reconnect by themselves.
  await sleep(3000)
  await editsReachTheOtherInstance('Redis back: invalidations resume (an edit through A shows on B within 2 s)', 5)
}

// ---- The stack ----
const db = await startEmbeddedPostgres({ dir: path.join(work, 'postgres'), database: 'swsd', persistent: false })
stops.push(() => db.stop())
const redis = redisServer(Number(process.env.BENCH_SCALE_REDIS_PORT ?? 6390))
const s3 = await s3Server(Number(process.env.BENCH_SCALE_S3_PORT ?? 4590), path.join(work, 's3'))
const mail = await startSmtpSink(smtpPort)
stops.push(() => mail.close(), () => s3.stop(), () => redis.stop())
const sql = new pg.Pool({ connectionString: db.url(), max: 4 })
stops.push(() => sql.end())

// What every process of the deployment is given, as in docker-compose.yml's `scale` profile. One SERVER_URL for both,
// as behind one load balancer.
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: db.url(),
  PAYLOAD_SECRET: db.payloadSecret,
  SERVER_URL: ORIGIN,
  DEMO_MODE: 'true',
  SEED_DEMO_DATA: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  REDIS_URL: redis.url,
  JOBS_IN_WORKER: 'true',
  ...s3.env,
}
let A
let B
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {})
    process.exit(1)
  })
}
try {
  await redis.start()
  await runToEnd('node scripts/migrate.mjs && node scripts/seed.mjs --if-empty', env)
  ;[A, B] = await Promise.all([startInstance({ port: portA, env, log }), startInstance({ port: portB, env, log })])
  stops.push(() => A.stop(), () => B.stop())
  const workers = [startWorker({ env, log }), startWorker({ env, log })]
  stops.push(...workers.map((w) => w.stop))
  console.log(`stack up in ${((Date.now() - started) / 1000).toFixed(0)} s: PostgreSQL, Redis, s3rver, instances A (${A.base}) and B (${B.base}), 2 job workers`)
  await runChecks()
} catch (error) {
  console.error(error)
  report(false, 'the bench ran to its end', String(error?.message ?? error))
} finally {
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {})
}
const failed = results.filter((ok) => !ok).length
console.log(`${failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(failed ? 1 : 0)
