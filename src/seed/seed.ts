import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { lockNumber } from '@/server/db/advisoryLocks'
import { postgresOf } from '@/server/db/postgres'
import type { Class } from '@/payload-types'

import { type ClassKey, classes } from './data/classes'
import { faqCategories, faqs } from './data/faqs'
import { siteSettings } from './data/settings'
import { testimonials } from './data/testimonials'
import { users } from './data/users'
import { waiverText } from './data/waiver'
import { seedPages } from './pages'
import { richText } from './richText'
import { seedSchedulesAndBookings } from './schedulesAndBookings'
import { findOrCreate, SEEDED, type SeedContext, type SeededSlug } from './seedContext'

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

    const ctx: SeedContext = {
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
async function seedSiteContent(ctx: SeedContext): Promise<SeedSummary> {
  Object.assign(ctx.created, await seedPages(ctx, { demo: false }))
  return { created: ctx.created, siteSettings: false, schedulesSkipped: true, total: ctx.created.pages + ctx.created.media }
}

async function seedAll(ctx: SeedContext, now: Date): Promise<SeedSummary> {
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

async function fillSiteSettings(ctx: SeedContext): Promise<boolean> {
  const current = await ctx.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: ctx.req() })
  if (current.businessName) return false
  await ctx.payload.updateGlobal({ slug: 'site-settings', data: siteSettings, depth: 0, overrideAccess: true, req: ctx.req() })
  return true
}

export const formatSeedSummary = (summary: SeedSummary): string =>
  `Seed done: ${summary.total} created (${SEEDED.map((slug) => `${slug} ${summary.created[slug]}`).join(', ')}, ` +
  `site-settings ${summary.siteSettings ? 'filled' : 'kept'}` +
  `${summary.schedulesSkipped ? '; schedules already present, none added' : ''})`
