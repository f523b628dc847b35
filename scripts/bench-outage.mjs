#!/usr/bin/env node
// Database outages against the production build: one server on a throwaway embedded database, taken through five
// ways PostgreSQL can fail under it. In each, cached pages must answer 200 with their content, the APIs 503 JSON with
// Retry-After (never a 500), and the server must recover by itself once the database is back. One PASS/FAIL line per
// mode; exits non-zero when one fails.
//   npx next build && npm run bench:outage
// Options (env): BENCH_OUTAGE_PORT (default 3760).
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

import { startBenchServer } from './bench-server.mjs'

const port = Number(process.env.BENCH_OUTAGE_PORT ?? 3760)
const urlFile = path.join(os.tmpdir(), `swsd-bench-outage-${port}.database-url`)
process.env.EMBEDDED_PG_URL_FILE = urlFile
const CACHED_PAGES = ['/', '/faq']

const server = await startBenchServer({ port, name: 'bench-outage' })
const databaseUrl = readFileSync(urlFile, 'utf8')
const database = new URL(databaseUrl).pathname.slice(1)
const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString()

async function admin(...statements) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}
const TERMINATE_APP = `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid() and backend_type = 'client backend'`

/** Stops or starts the embedded PostgreSQL under the running server (scripts/with-db.mjs switches on SIGUSR2). */
async function switchDatabase(want) {
  writeFileSync(`${urlFile}.want`, want)
  process.kill(Number(readFileSync(`${urlFile}.pid`, 'utf8')), 'SIGUSR2')
}

const schedule = await (async () => {
  const { docs } = await (await fetch(`${server.base}/api/schedules?limit=200&depth=1&sort=-startTime`)).json()
  const open = (s) => !s.registrationOpens || new Date(s.registrationOpens) <= new Date()
  return docs.find((s) => s.class?.type === 'public-adult-teen' && s.class?.bookingMethod === 'swsd website' && !s.isCancelled && open(s))
})()
if (!schedule) throw new Error('The demo data has no bookable adult class')

let bookings = 0
const requests = {
  availability: () => post('/api/check-availability', { classScheduleId: schedule.id, requestedSeats: 1 }),
  faqs: () => fetch(`${server.base}/api/faqs?limit=5`),
  booking: () =>
    post('/api/create-booking', {
      classType: 'adult',
      classScheduleId: schedule.id,
      contactInfo: { firstName: 'Outage', lastName: 'Bench', email: `outage-${++bookings}@example.com`, phone: '(925) 555-0100' },
      participants: [],
      recaptchaToken: 'captcha-disabled',
    }),
}
function post(pathname, body) {
  return fetch(`${server.base}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

/** '503 SERVICE_UNAVAILABLE retry=30' or what came instead. */
async function describe(response) {
  const body = await response.text()
  let code = ''
  try {
    code = JSON.parse(body).code ?? ''
  } catch {
    code = 'not-json'
  }
  return { status: response.status, code, retryAfter: response.headers.get('retry-after'), text: `${response.status} ${code}`.trim() }
}
const isOutageAnswer = (answer) => answer.status === 503 && answer.code === 'SERVICE_UNAVAILABLE' && answer.retryAfter === '30'

async function cachedPagesServe() {
  for (const page of CACHED_PAGES) {
    const response = await fetch(`${server.base}${page}`)
    const html = await response.text()
    if (response.status !== 200 || !html.includes('</footer>')) return `${page} answered ${response.status}`
  }
  return null
}

/** Polls `request` until `accept` holds for its answer (or `seconds` pass); returns the last answer. */
async function until(request, accept, seconds = 30) {
  let answer
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    answer = await describe(await request())
    if (accept(answer)) return answer
    await sleep(250)
  }
  return answer
}

/** One outage mode: `start` breaks the database, the `apis` must answer 503, `end` mends it, then they work again. */
async function mode(name, { start, end, apis }) {
  const problems = []
  try {
    await start()
    for (const api of apis) {
      const answer = await until(requests[api], isOutageAnswer)
      if (!isOutageAnswer(answer)) problems.push(`${api} answered ${answer.text} (retry-after ${answer.retryAfter})`)
    }
    const pages = await cachedPagesServe()
    if (pages) problems.push(pages)
  } finally {
    await end()
  }
  for (const api of apis) {
    const answer = await until(requests[api], (a) => a.status === 200, 60)
    if (answer.status !== 200) problems.push(`${api} did not recover: ${answer.text}`)
  }
  console.log(`${problems.length ? 'FAIL' : 'PASS'}  ${name}${problems.length ? `: ${problems.join('; ')}` : ''}`)
  return problems.length === 0
}

/** Backends killed while requests are in flight: every answer is a normal one or the outage answer, never a 500. */
async function killedMidRequest() {
  const seen = new Map()
  let killing = true
  const killer = (async () => {
    while (killing) {
      await admin(TERMINATE_APP).catch(() => {})
      await sleep(15)
    }
  })()
  const answers = []
  for (const end = Date.now() + 8000; Date.now() < end; ) {
    answers.push(...(await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? requests.faqs() : requests.availability()).then(describe)))))
  }
  killing = false
  await killer
  for (const answer of answers) seen.set(answer.text, (seen.get(answer.text) ?? 0) + 1)
  const problems = answers.filter((a) => a.status !== 200 && !isOutageAnswer(a)).map((a) => a.text)
  const outages = answers.filter(isOutageAnswer).length
  if (outages === 0) problems.push('no request met a killed backend (nothing was tested)')
  const pages = await cachedPagesServe()
  if (pages) problems.push(pages)
  const recovered = await until(requests.availability, (a) => a.status === 200, 60)
  if (recovered.status !== 200) problems.push(`did not recover: ${recovered.text}`)
  const summary = [...seen].map(([text, count]) => `${count}× ${text}`).join(', ')
  const name = `backends killed mid-request (${summary})`
  console.log(`${problems.length ? 'FAIL' : 'PASS'}  ${name}${problems.length ? `: ${[...new Set(problems)].join('; ')}` : ''}`)
  return problems.length === 0
}

/** Every connection slot taken by other clients: the server's new connections are refused with 53300. */
function connectionLimit() {
  const held = []
  const fill = async () => {
    for (let i = 0; i < 500; i++) {
      const client = new pg.Client({ connectionString: adminUrl })
      try {
        await client.connect()
      } catch (error) {
        if (error.code === '53300') return
        throw error
      }
      client.on('error', () => {})
      held.push(client)
    }
    throw new Error('the database never reported too many clients')
  }
  return {
    start: async () => {
      await fill()
      await held[0].query(TERMINATE_APP)
      await fill()
    },
    end: async () => {
      await Promise.all(held.splice(0).map((client) => client.end().catch(() => {})))
    },
  }
}

for (const page of CACHED_PAGES) await fetch(`${server.base}${page}`)
const results = []
try {
  results.push(
    await mode('PostgreSQL stopped', {
      start: () => switchDatabase('down'),
      end: () => switchDatabase('up'),
      apis: ['availability', 'faqs', 'booking'],
    }),
    await mode('connections refused by the database (ALLOW_CONNECTIONS false, backends terminated; SQLSTATE 55000)', {
      start: () => admin(`alter database "${database}" allow_connections false`, TERMINATE_APP),
      end: () => admin(`alter database "${database}" allow_connections true`),
      apis: ['availability', 'faqs', 'booking'],
    }),
    await killedMidRequest(),
    await mode('connection limit reached (SQLSTATE 53300)', { ...connectionLimit(), apis: ['availability', 'faqs', 'booking'] }),
    await mode('read-only database after a failover (writes refused, SQLSTATE 25006)', {
      start: () => admin(`alter database "${database}" set default_transaction_read_only = on`, TERMINATE_APP),
      end: () => admin(`alter database "${database}" reset default_transaction_read_only`, TERMINATE_APP),
      apis: ['booking'],
    }),
  )
} finally {
  await server.stop()
}
const failed = results.filter((ok) => !ok).length
console.log(failed ? `${failed} of ${results.length} outage modes failed` : `all ${results.length} outage modes passed`)
process.exit(failed ? 1 : 0)
