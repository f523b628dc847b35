import type { CollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import { BOOKING_NUMBER_PATTERN } from '@/domain/bookings/bookingNumber'
import { lockNumber } from '@/server/db/advisoryLocks'
import { postgresOf } from '@/server/db/postgres'
import { quoteBooking } from '@/domain/bookings/pricing'
import type { BookingKind } from '@/domain/bookings/bookingKind'
import type { ClassType } from '@/domain/schedule/classTypes'
import type { Class } from '@/payload-types'

import { DEMO_SESSION_PREFIX } from '@/server/payments/stripe'
import { newWaitlistTokenFields } from '@/server/waitlist/waitlistToken'

import { bookings } from './data/bookings'
import { type ClassKey, classes } from './data/classes'
import { faqCategories, faqs } from './data/faqs'
import { demoSchedules, type ScheduleKey } from './data/schedules'
import { siteSettings } from './data/settings'
import { testimonials } from './data/testimonials'
import { users } from './data/users'
import { waiverText } from './data/waiver'
import { waitlist } from './data/waitlist'
import { seedPages } from './pages'
import { richText } from './richText'

const SEEDED = [
  'pages',
  'media',
  'users',
  'classes',
  'waiver-versions',
  'schedules',
  'bookings',
  'participants',
  'waitlist-entries',
  'testimonials',
  'faq-categories',
  'faqs',
] as const satisfies readonly CollectionSlug[]
type SeededSlug = (typeof SEEDED)[number]

export type SeedSummary = {
  /** Documents created by this run, per collection (0 for everything that already existed). */
  created: Record<SeededSlug, number>
  /** Whether the site-settings global was filled in by this run. */
  siteSettings: boolean
  /** True when schedules already existed, so no schedules, bookings or participants were added. */
  schedulesSkipped: boolean
  total: number
}

/** Any fixed number shared by every seeding process; held for the seed's transaction. */
const SEED_LOCK_KEY = 727001
const DAY_MS = 24 * 60 * 60 * 1000

const BOOKING_KIND: Record<ClassType, BookingKind> = {
  'public-adult-teen': 'adult',
  'public-mother-daughter': 'mother-daughter',
  'community-mother-daughter': 'community-mother-daughter',
}

type Ctx = {
  payload: Payload
  /** A fresh request per call (the Local API decorates the object it is given), all in the seed's transaction. */
  req: () => Partial<PayloadRequest>
  created: Record<SeededSlug, number>
}

/**
 * Fills an empty database with demo content; safe to run again. Without `demo`, only the site's pages.
 * - pages are looked up by slug and created, published, only when missing (src/seed/pages.ts);
 * - users, classes, testimonials, FAQ categories and FAQs are looked up by a natural key (email, class name,
 *   testimonial name or homepage position, category name, question) and created only when missing: an owner's
 *   edits are never overwritten;
 * - site settings are written only while the business name is empty;
 * - schedules are relative to `now`, so they have no stable key: they (and their bookings and participants) are
 *   created only when there are no schedules at all.
 * Everything runs in one transaction that first takes a Postgres advisory lock, so two processes starting at the
 * same moment seed once: the second waits, then finds every key present.
 *
 * Every Local API call here passes `overrideAccess: true`: the seed is a system task with no user.
 */
export async function seed(payload: Payload, { now, demo = true }: { now: Date; demo?: boolean }): Promise<SeedSummary> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The seed needs database transactions, and the adapter has them turned off')

  try {
    const session = postgresOf(payload).sessions[String(transactionID)]
    if (!session) throw new Error(`No database session for transaction ${transactionID}`)
    // Released automatically when the transaction commits or rolls back.
    await lockNumber(session.db, SEED_LOCK_KEY)

    const ctx: Ctx = {
      payload,
      req: () => ({ transactionID }),
      created: Object.fromEntries(SEEDED.map((slug) => [slug, 0])) as Record<SeededSlug, number>,
    }
    const summary = demo ? await seedAll(ctx, now) : await seedSiteContent(ctx)
    await payload.db.commitTransaction(transactionID)
    return summary
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** Without demo data: only the pages of the site (their content is the site's, not a demo), so a new site shows them. */
async function seedSiteContent(ctx: Ctx): Promise<SeedSummary> {
  Object.assign(ctx.created, await seedPages(ctx, { demo: false }))
  return { created: ctx.created, siteSettings: false, schedulesSkipped: true, total: ctx.created.pages + ctx.created.media }
}

async function seedAll(ctx: Ctx, now: Date): Promise<SeedSummary> {
  Object.assign(ctx.created, await seedPages(ctx, { demo: true }))
  for (const user of users) await findOrCreate(ctx, 'users', { email: { equals: user.email } }, user)

  const settingsFilled = await fillSiteSettings(ctx)

  const classDocs = {} as Record<ClassKey, Class>
  for (const [key, data] of Object.entries(classes) as [ClassKey, RequiredDataFromCollectionSlug<'classes'>][]) {
    classDocs[key] = await findOrCreate(ctx, 'classes', { name: { equals: data.name } }, data)
  }

  for (const testimonial of testimonials) {
    // A person is seeded once, and a homepage position the owner has given to someone else stays theirs.
    const sameKey: Where[] = [{ name: { equals: testimonial.name } }]
    if (testimonial.homepagePosition) sameKey.push({ homepagePosition: { equals: testimonial.homepagePosition } })
    await findOrCreate(ctx, 'testimonials', { or: sameKey }, testimonial)
  }

  const categoryIds = new Map<string, number>()
  for (const category of faqCategories) {
    const doc = await findOrCreate(ctx, 'faq-categories', { name: { equals: category.name } }, category)
    categoryIds.set(category.name, doc.id)
  }
  for (const { answer, category, ...faq } of faqs) {
    await findOrCreate(ctx, 'faqs', { question: { equals: faq.question } }, {
      ...faq,
      answer: richText(answer),
      category: category ? categoryIds.get(category) : null,
    })
  }

  // A current waiver before any booking: each booking records the version its participants sign. Kept when one exists.
  await findOrCreate(ctx, 'waiver-versions', { version: { greater_than: 0 } }, { text: waiverText })

  const { totalDocs: existingSchedules } = await ctx.payload.count({
    collection: 'schedules',
    overrideAccess: true,
    req: ctx.req(),
  })
  const schedulesSkipped = existingSchedules > 0
  if (!schedulesSkipped) await seedSchedulesAndBookings(ctx, now, classDocs)

  const total = Object.values(ctx.created).reduce((sum, n) => sum + n, 0) + (settingsFilled ? 1 : 0)
  return { created: ctx.created, siteSettings: settingsFilled, schedulesSkipped, total }
}

async function fillSiteSettings(ctx: Ctx): Promise<boolean> {
  const current = await ctx.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: ctx.req() })
  if (current.businessName) return false
  await ctx.payload.updateGlobal({ slug: 'site-settings', data: siteSettings, depth: 0, overrideAccess: true, req: ctx.req() })
  return true
}

async function seedSchedulesAndBookings(ctx: Ctx, now: Date, classDocs: Record<ClassKey, Class>): Promise<void> {
  const byKey = new Map<ScheduleKey, { id: number; klass: Class }>()
  for (const { key, classKey, data } of demoSchedules(now)) {
    const klass = classDocs[classKey]
    const doc = await ctx.payload.create({
      collection: 'schedules',
      data: { ...data, class: klass.id },
      depth: 0,
      overrideAccess: true,
      req: ctx.req(),
    })
    ctx.created.schedules++
    if (key) byKey.set(key, { id: doc.id, klass })
  }

  const daysAgo = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() - days * DAY_MS).toISOString())

  for (const booking of bookings) {
    if (!BOOKING_NUMBER_PATTERN.test(booking.bookingNumber)) {
      throw new Error(`Demo booking number ${booking.bookingNumber} does not match ${BOOKING_NUMBER_PATTERN}`)
    }
    const schedule = byKey.get(booking.scheduleKey)
    if (!schedule) throw new Error(`Demo booking ${booking.bookingNumber} names unknown schedule "${booking.scheduleKey}"`)

    const [contact] = booking.participants
    const count = booking.participants.length
    const imported = booking.source === 'import'
    const kind = BOOKING_KIND[schedule.klass.type]
    // Paid as the site's own demo checkout pays: priced as the booking page prices, with a demo payment to refund.
    const paidAt = imported ? null : daysAgo(booking.paidDaysAgo)
    const created = await findOrCreate(ctx, 'bookings', { bookingNumber: { equals: booking.bookingNumber } }, {
      bookingNumber: booking.bookingNumber,
      status: 'confirmed',
      source: booking.source,
      classType: kind,
      schedule: schedule.id,
      contactFirstName: contact.firstName,
      contactLastName: contact.lastName,
      contactEmail: booking.email,
      contactPhone: booking.phone,
      participantCount: count,
      seats: count,
      totalCents: imported ? 0 : quoteBooking(kind, schedule.klass.priceCents, count - 1).totalCents,
      externalGroupId: booking.externalGroupId ?? null,
      paidAt,
      stripeSessionId: paidAt ? `${DEMO_SESSION_PREFIX}seed-${booking.bookingNumber}` : null,
      confirmationEmailStatus: booking.confirmationEmail.status,
      confirmationEmailOpenedAt: daysAgo(booking.confirmationEmail.openedDaysAgo),
      reminderEmailStatus: booking.reminderEmail?.status ?? null,
      reminderEmailOpenedAt: daysAgo(booking.reminderEmail?.openedDaysAgo),
    })
    // An older booking with this number (its schedule since deleted) keeps its own participants.
    if (created.schedule !== schedule.id) continue

    for (const [index, participant] of booking.participants.entries()) {
      await ctx.payload.create({
        collection: 'participants',
        data: {
          booking: created.id,
          schedule: schedule.id,
          firstName: participant.firstName,
          lastName: participant.lastName,
          ageGroup: participant.ageGroup,
          isPrimaryContact: index === 0,
          attendance: participant.attendance ?? 'Not Recorded',
        },
        depth: 0,
        overrideAccess: true,
        req: ctx.req(),
      })
      ctx.created.participants++
    }
  }

  const positions = new Map<ScheduleKey, number>()
  for (const { scheduleKey, contact, party } of waitlist) {
    const schedule = byKey.get(scheduleKey)
    if (!schedule) throw new Error(`Demo waitlist entry of ${contact.email} names unknown schedule "${scheduleKey}"`)
    const position = (positions.get(scheduleKey) ?? 0) + 1
    positions.set(scheduleKey, position)
    await ctx.payload.create({
      collection: 'waitlist-entries',
      data: {
        schedule: schedule.id,
        position,
        status: 'waiting',
        classType: BOOKING_KIND[schedule.klass.type],
        seats: 1 + party.length,
        contactFirstName: contact.firstName,
        contactLastName: contact.lastName,
        contactEmail: contact.email,
        contactPhone: contact.phone,
        party,
        ...newWaitlistTokenFields(),
      },
      depth: 0,
      overrideAccess: true,
      req: ctx.req(),
    })
    ctx.created['waitlist-entries']++
  }
}

/** The document matching `where`, or a new one made from `data` when there is none. */
async function findOrCreate<S extends SeededSlug>(
  ctx: Ctx,
  collection: S,
  where: Where,
  data: RequiredDataFromCollectionSlug<S>,
) {
  const found = await ctx.payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, req: ctx.req() })
  if (found.docs[0]) return found.docs[0]
  const doc = await ctx.payload.create({ collection, data, depth: 0, overrideAccess: true, req: ctx.req() })
  ctx.created[collection]++
  return doc
}

export const formatSeedSummary = (summary: SeedSummary): string =>
  `Seed done: ${summary.total} created (${SEEDED.map((slug) => `${slug} ${summary.created[slug]}`).join(', ')}, ` +
  `site-settings ${summary.siteSettings ? 'filled' : 'kept'}` +
  `${summary.schedulesSkipped ? '; schedules already present, none added' : ''})`
