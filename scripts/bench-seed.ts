// Seeds BENCH_CLASSES upcoming public class occurrences (and one booking each) into an empty database for
// scripts/bench-public-classes.mjs, on a throwaway database only: `node scripts/seed.mjs --script scripts/bench-seed.ts`.
import config from '@payload-config'
import { getPayload } from 'payload'

import { siteSettings } from '@/seed/data/settings'

const count = Number(process.env.BENCH_CLASSES ?? 20)
const HOUR = 3_600_000
const CITIES = ['Walnut Creek', 'Concord', 'Pleasant Hill', 'Lafayette', 'San Ramon']

const payload = await getPayload({ config })
// A benchmark fixture on a throwaway database: system writes, no user.
const system = { overrideAccess: true, depth: 0 } as const
await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, ...system })

const classes = await Promise.all(
  CITIES.map((city, i) =>
    payload.create({
      collection: 'classes',
      data: {
        name: `Bench class ${i + 1} — ${city}`,
        type: i % 2 === 0 ? 'public-adult-teen' : 'public-mother-daughter',
        location: `${100 + i} Main St, ${city}, CA`,
        venueName: `Bench Venue ${i + 1}`,
        city,
        instructor: 'Coach Bench',
        priceCents: 7500,
        partnerOrganization: siteSettings.businessName,
        bookingMethod: 'swsd website',
        isActive: true,
      },
      ...system,
    }),
  ),
)

const now = Date.now()
for (let i = 0; i < count; i++) {
  const klass = classes[i % classes.length]
  const start = new Date(now + (24 + i * 7) * HOUR)
  const schedule = await payload.create({
    collection: 'schedules',
    data: { class: klass.id, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * HOUR).toISOString(), availableSpots: 10 },
    ...system,
  })
  await payload.create({
    collection: 'bookings',
    data: {
      status: 'confirmed',
      source: 'website',
      classType: klass.type === 'public-adult-teen' ? 'adult' : 'mother-daughter',
      schedule: schedule.id,
      contactFirstName: 'Bench',
      contactLastName: `Booker ${i}`,
      contactEmail: `bench-${i}@bench.example`,
      contactPhone: '9255550100',
      participantCount: 2,
      seats: 2,
      totalCents: 15000,
    },
    ...system,
  })
}
payload.logger.info(`bench: seeded ${count} upcoming classes`)
// scripts/seed.mjs looks for this line to know the script really ran.
console.log('[seed] finished')
process.exit(0)
