import type { Payload, PayloadRequest } from 'payload'

import { bookingChanges } from '@/domain/manage/bookingChanges'

import type { InRequest } from '../transaction'

/** What a service says about the change it makes to a booking (passed as `context.bookingEvent` to the update). */
export type BookingEventNote = {
  action: string
  actor: string
  amountCents?: number
  stripeSessionId?: string | null
  stripePaymentIntentId?: string | null
  stripeRefundId?: string | null
  /** Why the owner did it, in their words: kept in the history and told to the customer. */
  reason?: string
  /** A part refund's key at Stripe, so that a repeated request finds the refund already recorded. */
  idempotencyKey?: string
}

export type BookingEvent = BookingEventNote & { before?: Record<string, unknown>; after?: Record<string, unknown> }

export const CUSTOMER = 'customer (manage link)'

/** Who made a change in /cms or the admin screens, else what the calling service said, else the system. */
export const actorOf = (user: PayloadRequest['user'], note?: BookingEventNote): string =>
  user && 'email' in user ? `${(user as { role?: string }).role ?? 'user'} ${user.email}` : (note?.actor ?? 'system')

/** A staff member as a record names them: 'Jo Smith (jo@example.com)', or the email alone. */
export const staffNameOf = (user: { name?: string | null; email?: string | null }): string =>
  user.name?.trim() ? `${user.name.trim()} (${user.email ?? ''})` : (user.email ?? 'staff')

/**
 * The history entry of a booking's change: the tracked fields that changed (all that are set, on creation) and what
 * the calling service said of it; null when nothing worth recording happened.
 */
export function historyEntryOf({
  operation,
  previous,
  doc,
  user,
  note,
}: {
  operation: 'create' | 'update'
  previous: BookingFields | undefined
  doc: BookingFields
  user: PayloadRequest['user'] | undefined
  note?: BookingEventNote
}): BookingEvent | null {
  const changes = bookingChanges(operation === 'create' ? null : (previous ?? null), doc)
  if (!changes && !note) return null
  return {
    amountCents: note?.amountCents,
    stripeSessionId: note?.stripeSessionId,
    stripePaymentIntentId: note?.stripePaymentIntentId,
    stripeRefundId: note?.stripeRefundId,
    reason: note?.reason,
    idempotencyKey: note?.idempotencyKey,
    action: note?.action ?? (operation === 'create' ? 'created' : 'updated'),
    actor: actorOf(user ?? null, note),
    ...changes,
  }
}

type BookingFields = Parameters<typeof bookingChanges>[1]

/** Appends one entry to a booking's history; in `req`'s transaction when given, so it stands or falls with the change. */
export async function recordBookingEvent(payload: Payload, bookingId: number, event: BookingEvent, req?: InRequest): Promise<void> {
  await payload.create({
    collection: 'booking-events',
    data: { booking: bookingId, ...event },
    depth: 0, // nothing reads the entry back
    overrideAccess: true, // system call: the history is written by the server alone
    req: req as Partial<PayloadRequest>,
  })
}
