#!/usr/bin/env node
// Booking speed (issue 42): create-booking under load on the production build, demo checkout (no Stripe key), as the
// several-instance deployment runs it (one PostgreSQL reached by DATABASE_URL, Redis for Next's cache,
// JOBS_IN_WORKER=true so the web processes only serve). In one run, in rounds: instance A alone, then A and B with the load split
// over both, each for a fixed time at a fixed number of concurrent clients. Every booking comes from a distinct email
// and a distinct address (X-Forwarded-For, trusted with TRUSTED_PROXY_HOPS=1 as behind one load balancer), so the
// per-email and per-address limits and live-hold caps never refuse it; the classes have enough seats that none fills,
// and each phase books its own classes, so that the second does not count its seats among the first's bookings.
// Prints bookings/s, p50, p95 and errors of each, where the CPU went per booking (scale/cpu.mjs) and what the
// database connections did meanwhile (scale/pgWaits.mjs), and the two-instance ratio; exits 1 when a target is missed. Then the
// floor, what A spends on a request that does next to nothing: a Next route handler (GET /preview/exit) and a Payload
// endpoint (create-booking refused by its form check), so the booking's CPU reads as so much above the floor.
//   npx next build && npm run bench:booking            (-- --cpu-prof: profile instance A, print its top frames)
// Options (env): BENCH_BOOKING_SECONDS (20), BENCH_BOOKING_CLIENTS (20), BENCH_BOOKING_WARMUP_SECONDS (3),
// BENCH_BOOKING_ROUNDS (2: one instance, two instances, one, two; the figures of each, then of all together),
// BENCH_BOOKING_PORT (3810; B on the next, Redis on port + 5), BENCH_BOOKING_CPU_PROF=1 (as --cpu-prof),
// BENCH_BOOKING_PG_STATEMENTS=1 (or --pg-statements: PostgreSQL's time per statement and booking, pg_stat_statements),
// BENCH_BOOKING_LOG=1 (the servers' output).
import { existsSync, mkdirSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { printProfileTops } from './cpu-profile-tops.mjs'
import { startEmbeddedPostgres } from './embedded-db.mjs'
import { cpuLine, cpuMeter } from './scale/cpu.mjs'
import { pgStatementLines, pgStatementsMeter, pgStatementsSettings } from './scale/pgStatements.mjs'
import { pgWaitLine, pgWaitSampler } from './scale/pgWaits.mjs'
import { makeBusinessClass, redisServer, restAs, runToEnd, startInstance } from './scale/stack.mjs'

const TARGETS = { bookingsPerSecond: 80, p95Ms: 300, twoInstanceRatio: 1.3 }
const seconds = Number(process.env.BENCH_BOOKING_SECONDS ?? 20)
const warmupSeconds = Number(process.env.BENCH_BOOKING_WARMUP_SECONDS ?? 3)
const clients = Number(process.env.BENCH_BOOKING_CLIENTS ?? 20)
const rounds = Number(process.env.BENCH_BOOKING_ROUNDS ?? 2)
const portA = Number(process.env.BENCH_BOOKING_PORT ?? 3810)
const cpuProf = process.argv.includes('--cpu-prof') || Boolean(process.env.BENCH_BOOKING_CPU_PROF)
const pgStatements = process.argv.includes('--pg-statements') || Boolean(process.env.BENCH_BOOKING_PG_STATEMENTS)
const log = process.env.BENCH_BOOKING_LOG ? 'inherit' : 'ignore'
const OWNER = { email: 'owner@swsd.example', password: 'owner-demo-password' }
const SCHEDULES = 8
const SEATS_EACH = 100_000
const work = path.join(os.tmpdir(), `swsd-bench-booking-${Date.now()}`)
const profileDir = path.join(work, 'cpu-profile')

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npx next build` first.')
  process.exit(1)
}

// ---- Requests ----
const fetchWithin = (url, init = {}) => fetch(url, { signal: AbortSignal.timeout(20_000), ...init })

// The bookings go through node:http on kept-alive connections: the load generator is not what is measured, and it
// shares the cores with what is. Node's fetch (undici, web streams) cost it 2.0-2.8 ms of CPU per booking, this 1.1-1.7.
const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
/** POSTs `body` as JSON; answers the status and the parsed answer (or {}), or throws after 20 s without one. */
function postJson(url, headers, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const request = http.request(
      url,
      { method: 'POST', agent, timeout: 20_000, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers } },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          let parsed = {}
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'))
          } catch {
            // not JSON: the status says what happened
          }
          resolve({ status: response.statusCode, ok: response.statusCode >= 200 && response.statusCode < 300, body: parsed })
        })
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TimeoutError' })))
    request.on('error', reject)
    request.end(data)
  })
}

/** Classes of the business with `SCHEDULES` upcoming dates of `SEATS_EACH` seats, made through the owner's REST API. */
async function makeSchedules(base, name) {
  const login = await fetchWithin(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...OWNER, recaptchaToken: 'captcha-disabled' }),
  })
  const ownerCookie = (login.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('payload-token='))?.split(';')[0]
  if (!ownerCookie) throw new Error(`the owner could not log in (${login.status})`)
  const asOwner = restAs(ownerCookie, base)
  const classId = await makeBusinessClass(asOwner, base, name)
  const ids = []
  for (let i = 0; i < SCHEDULES; i++) {
    const start = new Date(Date.now() + (7 + i) * 86_400_000)
    const { doc } = await asOwner(base, 'POST', '/api/schedules', {
      class: classId,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(),
      availableSpots: SEATS_EACH,
    })
    ids.push(doc.id)
  }
  return ids
}

let visitors = 0
/** One visitor (a new email and a new address) books one seat of one of the schedules; its time in ms, or a failure. */
async function bookOnce(base, scheduleIds) {
  const n = ++visitors
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  const started = performance.now()
  try {
    const { status, ok, body } = await postJson(
      `${base}/api/create-booking`,
      { 'X-Forwarded-For': address },
      {
        classType: 'adult',
        classScheduleId: scheduleIds[n % scheduleIds.length],
        contactInfo: { firstName: 'Bench', lastName: `Visitor${n}`, email: `bench-${process.pid}-${n}@example.com`, phone: '(925) 555-0100' },
        participants: [],
        recaptchaToken: 'captcha-disabled',
      },
    )
    const ms = performance.now() - started
    return ok && body.bookingId ? { ms } : { ms, error: `${status} ${body.code ?? body.error ?? ''}`.trim() }
  } catch (error) {
    return { ms: performance.now() - started, error: String(error.code ?? error.name ?? error) }
  }
}

/** `clients` loops booking without pause for `durationSeconds`, each on the instances in turn. */
async function load(bases, scheduleIds, durationSeconds) {
  const times = []
  const errors = new Map()
  const end = performance.now() + durationSeconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < end; i++) {
        const result = await bookOnce(bases[i % bases.length], scheduleIds)
        if (result.error) errors.set(result.error, (errors.get(result.error) ?? 0) + 1)
        else times.push(result.ms)
      }
    }),
  )
  return summary(times, (performance.now() - started) / 1000, errors)
}

/** Bookings/s, p50 and p95 of the booking times `times` (ms) over `elapsed` seconds. */
function summary(times, elapsed, errors) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN)
  return { perSecond: sorted.length / elapsed, p50: at(0.5), p95: at(0.95), ok: sorted.length, errors, times, elapsed }
}

/** One instance's or two instances' phases taken together. */
function together(results) {
  const errors = new Map()
  for (const result of results) for (const [what, n] of result.errors) errors.set(what, (errors.get(what) ?? 0) + n)
  return summary(results.flatMap((r) => r.times), results.reduce((sum, r) => sum + r.elapsed, 0), errors)
}

const resultLine = (name, result, load = '') =>
  `${name.padEnd(24)} ${result.perSecond.toFixed(1).padStart(6)} bookings/s  p50 ${result.p50.toFixed(0).padStart(4)} ms  p95 ${result.p95
    .toFixed(0)
    .padStart(4)} ms  ${String(result.ok).padStart(5)} booked  errors ${[...result.errors].map(([what, n]) => `${n} x ${what}`).join(', ') || '0'}${load}`

/** A's CPU per request, at `clients` concurrent, for `durationSeconds` of one request that does next to nothing. */
async function floor(name, instance, path, init) {
  const meter = cpuMeter([instance.child.pid])
  const end = performance.now() + seconds * 1000
  let requests = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const response = await fetchWithin(`${instance.base}${path}`, { redirect: 'manual', ...init }).catch(() => null)
        await response?.arrayBuffer()
        requests++
      }
    }),
  )
  const cpu = meter.stop()
  console.log(`floor: ${name.padEnd(52)} server CPU ${(cpu.web / (requests || 1)).toFixed(1)} ms/request  (${requests} requests, load ${os.loadavg()[0].toFixed(2)})`)
}

/**
 * Each phase's figures; where the CPU went per booking (the web servers, PostgreSQL, Redis, this load generator: what
 * does not depend on how busy the rest of the machine is) and how busy the machine was; and the time a booking's
 * database connections spent running, waiting for a lock and idle inside a transaction.
 */
async function measure(name, instances, db) {
  const bases = instances.map((i) => i.base)
  const scheduleIds = await makeSchedules(bases[0], `Booking bench class, ${name}`)
  await load(bases, scheduleIds, warmupSeconds)
  const before = os.loadavg()[0]
  const waits = await pgWaitSampler(db.url(), 'swsd')
  const statements = pgStatements ? await pgStatementsMeter(db.url()) : null
  const meter = cpuMeter(instances.map((i) => i.child.pid), [waits.backendPid])
  const result = await load(bases, scheduleIds, seconds)
  const cpu = meter.stop()
  const waited = await waits.stop()
  const statementRows = await statements?.stop()
  console.log(resultLine(name, result, `  (load ${before.toFixed(2)})`))
  console.log(`  ${cpuLine(cpu, result.ok)}`)
  console.log(`  ${pgWaitLine(waited, result.perSecond)}`)
  if (statementRows) console.log(['  statements, slowest first:', ...pgStatementLines(statementRows, result.ok)].join('\n'))
  return result
}

// ---- The stack ----
const stops = []
const stopAll = async () => {
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {})
  stops.length = 0
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopAll()
    process.exit(1)
  })
}

let failed = false
try {
  const db = await startEmbeddedPostgres({ dir: path.join(work, 'postgres'), database: 'swsd', persistent: false, settings: pgStatements ? pgStatementsSettings : {} })
  stops.push(() => db.stop())
  const redis = redisServer(portA + 5)
  await redis.start()
  stops.push(() => redis.stop())
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url(),
    PAYLOAD_SECRET: db.payloadSecret,
    SERVER_URL: `http://127.0.0.1:${portA}`,
    DEMO_MODE: 'true',
    SEED_DEMO_DATA: 'true',
    REDIS_URL: redis.url,
    JOBS_IN_WORKER: 'true',
    TRUSTED_PROXY_HOPS: '1',
  }
  await runToEnd('node scripts/migrate.mjs && node scripts/seed.mjs --if-empty', env)
  if (cpuProf) mkdirSync(profileDir, { recursive: true })
  const started = (instance) => (stops.push(() => instance.stop()), instance)
  const [A, B] = await Promise.all([
    startInstance({ port: portA, env, log, nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] }).then(started),
    startInstance({ port: portA + 1, env, log }).then(started),
  ])
  console.log(
    `production build, demo checkout; ${clients} concurrent clients, ${seconds} s each after ${warmupSeconds} s of warm-up; ${SCHEDULES} classes of ${SEATS_EACH} seats per phase; ${os.cpus().length} cores${cpuProf ? '; instance A under --cpu-prof' : ''}`,
  )
  // The phases alternate, so that a machine whose speed drifts over the minutes (a shared host) slows both alike.
  const ones = []
  const twos = []
  for (let round = 1; round <= rounds; round++) {
    ones.push(await measure(`one instance (A) #${round}`, [A], db))
    twos.push(await measure(`two instances (A, B) #${round}`, [A, B], db))
  }
  const [one, two] = [together(ones), together(twos)]
  const ratio = two.perSecond / one.perSecond
  console.log(`${rounds} rounds together:`)
  console.log(resultLine('one instance (A)', one))
  console.log(resultLine('two instances (A and B)', two))
  console.log(`two-instance ratio ${ratio.toFixed(2)} (by round: ${ones.map((o, i) => (twos[i].perSecond / o.perSecond).toFixed(2)).join(', ')})`)
  const misses = [
    one.perSecond < TARGETS.bookingsPerSecond && `one instance ${one.perSecond.toFixed(1)} bookings/s < ${TARGETS.bookingsPerSecond}`,
    one.p95 > TARGETS.p95Ms && `one instance p95 ${one.p95.toFixed(0)} ms > ${TARGETS.p95Ms}`,
    !(ratio >= TARGETS.twoInstanceRatio) && `two-instance ratio ${ratio.toFixed(2)} < ${TARGETS.twoInstanceRatio}`,
    (one.errors.size || two.errors.size) && 'some bookings failed',
  ].filter(Boolean)
  console.log(misses.length ? `MISSED: ${misses.join('; ')}` : 'all targets met')
  failed = misses.length > 0
  if (!cpuProf) {
    // Not under the profiler: its profile is of bookings alone.
    await floor('Next route handler (GET /preview/exit)', A, '/preview/exit')
    const refused = { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.255.0.1' }, body: '{}' }
    await floor('Payload endpoint (POST /api/create-booking, {} refused)', A, '/api/create-booking', refused)
  }
  if (cpuProf) {
    await A.stop() // Node writes the profile as the process exits.
    printProfileTops(profileDir, 'instance A')
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stopAll()
}
process.exit(failed ? 1 : 0)
