// Adds BENCH_BOOKINGS bookings (default 1,000) over the last 12 weeks to the demo data's classes, on a throwaway
// database, for scripts/bench-cms-pages.mjs: `node scripts/seed.mjs --script scripts/bench-cms-seed.ts`.
import config from '@payload-config'
import { getPayload } from 'payload'

import { lastWeeks } from '@/domain/reports/periods'

import { seedBookings } from '../tests/helpers/seedBookings'

const payload = await getPayload({ config })
// A benchmark fixture on a throwaway database: system reads, no user.
const { docs } = await payload.find({ collection: 'schedules', depth: 0, pagination: false, select: {}, overrideAccess: true })
const now = new Date()
await seedBookings(payload, { count: Number(process.env.BENCH_BOOKINGS ?? 1000), scheduleIds: docs.map((s) => s.id), from: lastWeeks(now)[0].from, to: now })
// scripts/seed.mjs looks for this line to know the script really ran.
console.log('[seed] finished')
process.exit(0)
