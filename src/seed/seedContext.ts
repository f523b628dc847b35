import type { CollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import type { BookingKind } from '@/domain/bookings/bookingKind'
import type { ClassType } from '@/domain/schedule/classTypes'

/** The collections the seed fills, in the order its summary lists them. */
export const SEEDED = [
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
export type SeededSlug = (typeof SEEDED)[number]

/** What every seeding step works with: one transaction, and counts of what it created. */
export type SeedContext = {
  payload: Payload
  /** A fresh request per call (the Local API decorates the object it is given), all in the seed's transaction. */
  req: () => Partial<PayloadRequest>
  created: Record<SeededSlug, number>
}

/** The booking kind of each class type, as the booking pages book them. */
export const BOOKING_KIND: Record<ClassType, BookingKind> = {
  'public-adult-teen': 'adult',
  'public-mother-daughter': 'mother-daughter',
  'community-mother-daughter': 'community-mother-daughter',
}

/** The document matching `where`, or a new one made from `data` when there is none. */
export async function findOrCreate<S extends SeededSlug>(
  ctx: SeedContext,
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
