// Seeds BENCH_BOOKINGS bookings (default 1,000) over the last 12 weeks on a throwaway database and times the /cms
// dashboard's server work (loadDashboard: every figure and list it shows) for scripts/bench-dashboard.mjs:
// `node scripts/seed.mjs --script scripts/bench-dashboard.ts`. Prints one BENCH_RESULT line with the times in ms.
import config from '@payload-config'
import { getPayload } from 'payload'

import { lastWeeks } from '@/domain/reports/periods'
import { loadDashboard } from '@/server/admin/dashboard'

import { seedBookings } from '../tests/helpers/seedBookings'

const bookings = Number(process.env.BENCH_BOOKINGS ?? 1000)
const runs = Number(process.env.BENCH_RUNS ?? 30)
const warmups = Number(process.env.BENCH_WARMUPS ?? 5)
const DAY = 86_400_000

const payload = await getPayload({ config })
// A benchmark fixture on a throwaway database: system writes, no user.
const system = { overrideAccess: true, depth: 0 } as const
const owner = await payload.create({ collection: 'users', data: { email: 'bench-owner@bench.example', password: 'bench-password-123', role: 'owner' }, ...system })
const now = new Date()
const from = lastWeeks(now)[0].from
const classes = await Promise.all(
  (['public-adult-teen', 'public-mother-daughter', 'community-mother-daughter'] as const).map((type, i) =>
    payload.create({ collection: 'classes', data: { name: `Bench class ${i + 1}`, type, bookingMethod: 'swsd website', priceCents: 7500, city: 'Concord', minimumParticipants: 4, isActive: true }, ...system }),
  ),
)
// Two classes a week for the 12 weeks and the coming one.
const schedules = []
for (let day = 0; from.getTime() + day * DAY < now.getTime() + 7 * DAY; day += 3) {
  const start = new Date(from.getTime() + day * DAY + 17 * 3600_000)
  const klass = classes[day % classes.length]
  schedules.push(
    await payload.create({ collection: 'schedules', data: { class: klass.id, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(), availableSpots: 60 }, ...system }),
  )
}
await seedBookings(payload, { count: bookings, scheduleIds: schedules.map((s) => s.id), from, to: now })

const user = { ...owner, collection: 'users' as const }
for (let i = 0; i < warmups; i++) await loadDashboard(payload, user, new Date())
const times: number[] = []
for (let i = 0; i < runs; i++) {
  const started = performance.now()
  await loadDashboard(payload, user, new Date())
  times.push(performance.now() - started)
}
console.log(`BENCH_RESULT ${JSON.stringify({ bookings, schedules: schedules.length, times })}`)
// scripts/seed.mjs looks for this line to know the script really ran.
console.log('[seed] finished')
process.exit(0)
