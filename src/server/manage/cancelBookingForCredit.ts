import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { creditExpiresAt, creditValueOf } from '@/domain/credits/classCredit'
import { creditCodeFrom } from '@/domain/credits/creditCode'
import { classCreditEmail } from '@/domain/email/classCreditEmails'
import { publicCancellationTier } from '@/domain/policies/cancellation'
import type { BookingStatus } from '@/domain/values'
import { HISTORY } from '@/domain/manage/historyActions'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { lockBooking } from '@/server/bookings/lockBooking'

import { type BookingEventNote, CUSTOMER } from '../bookings/bookingHistory'
import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { inTransaction, type Tx } from '../transaction'
import { openManagedBooking } from './openManagedBooking'

/** Who asked: the customer through their manage link, or a signed-in user (recorded on the credit). */
export type CreditActor = { type: 'customer' } | { type: 'user'; userId: number }

export type IssuedClassCredit = {
  creditId: number
  code: string
  amountCents: number
  /** ISO instant. */
  expiresAt: string
  /** False when this booking had already been cancelled for this credit (a double click, a second tab). */
  created: boolean
}

type LockedBooking = {
  id: number
  status: BookingStatus
  source: 'website' | 'import'
  total_cents: string | number
  credit_cents: string | number | null
  contact_email: string
  start_time: string | Date | null
  date: string | null
}

export const CREDIT_REFUSALS = {
  notConfirmed: 'Only a confirmed booking can be cancelled for a class credit.',
  organizer: "This class was booked through its organizer: the organizer's rules apply.",
  tooEarly: 'This class is 14 days or more away: you can cancel for a full refund or move to another class instead.',
  tooLate: 'Less than 72 hours before the class, bookings can no longer be cancelled; you may change the participant names.',
  free: 'This booking was free, so there is nothing to credit.',
} as const

/**
 * 3 to 13 days before class: the holder of the booking's private link cancels it for a class credit of what was paid
 * (cancelBookingForCredit checks the tier under the booking's row lock and issues one credit, however often it is
 * asked). The code is also emailed.
 */
export async function cancelForCredit(payload: Payload, token: unknown, { now = new Date(), address = null }: { now?: Date; address?: string | null } = {}) {
  const { id } = await openManagedBooking(payload, token, address)
  const credit = await cancelBookingForCredit(payload, id, {
    actor: { type: 'customer' },
    now,
    note: { action: HISTORY.cancelledForCredit, actor: CUSTOMER },
  })
  return { status: 'cancelled' as const, credit: { code: credit.code, amountCents: credit.amountCents, expiresAt: credit.expiresAt } }
}

/**
 * Cancels a confirmed booking 3 to 13 days before its class for a class credit of what was paid for it (money, plus
 * any earlier credit it used), valid 12 months, and emails the code through the outbox. In one transaction under the
 * booking's row lock: the seats are freed by the status change (seats count confirmed bookings and live holds), and
 * a second call (double click, two tabs) finds the credit the first one issued and answers it with created: false.
 * Refusals are AppErrors: BOOKING_NOT_FOUND, BOOKING_NOT_CANCELLABLE, CREDIT_NOT_OFFERED.
 */
export async function cancelBookingForCredit(
  payload: Payload,
  bookingId: number,
  { actor, now = new Date(), note }: { actor: CreditActor; now?: Date; note?: BookingEventNote },
): Promise<IssuedClassCredit> {
  return inTransaction(payload, async (tx) => {
    const booking = await lockedBooking(tx, bookingId)
    const existing = await payload.find({
      collection: 'class-credits',
      where: { sourceBooking: { equals: bookingId } },
      depth: 0,
      limit: 1,
      overrideAccess: true, // system call: the credit this booking may already have been cancelled for
      req: tx.req,
    })
    const issued = existing.docs[0]
    // code and expiresAt are always set on create (here, or by fillNewCredit).
    if (issued) return { creditId: issued.id, code: issued.code!, amountCents: issued.amountCents, expiresAt: issued.expiresAt!, created: false }

    const amountCents = assertCreditable(booking, now)
    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { status: 'cancelled' },
      context: note ? { bookingEvent: note } : undefined,
      overrideAccess: true, // system call: the policy allows this cancellation (checked above)
      req: tx.req,
    })
    const code = creditCodeFrom(randomBytes(12))
    const expiresAt = creditExpiresAt(now).toISOString()
    const credit = await payload.create({
      collection: 'class-credits',
      data: {
        code,
        status: 'active',
        amountCents,
        remainingCents: amountCents,
        expiresAt,
        customerEmail: booking.contact_email,
        sourceBooking: bookingId,
        issuedBy: actor.type === 'customer' ? CUSTOMER : `user ${actor.userId}`,
      },
      overrideAccess: true, // system call: the credit of the cancellation above
      req: tx.req,
    })
    const loaded = await loadBookingForEmail(payload, bookingId, tx.req)
    if (loaded) {
      await queueEmail(
        payload,
        {
          kind: 'class-credit',
          to: booking.contact_email,
          ...classCreditEmail(loaded.data, { code, amountCents, expiresAt }, `${env.SERVER_URL}/public-classes`),
          bookingId,
          dedupeKey: `class-credit:${credit.id}`,
        },
        tx.req,
      )
    }
    payload.logger.info({ msg: 'booking cancelled for a class credit', bookingId, creditId: credit.id, actor })
    return { creditId: credit.id, code, amountCents, expiresAt, created: true }
  })
}

async function lockedBooking(tx: Tx, bookingId: number): Promise<LockedBooking> {
  await lockBooking(tx.db, bookingId)
  const locked = await tx.db.execute<LockedBooking>(sql`
    select b.id, b.status, b.source, b.total_cents, b.credit_cents, b.contact_email, s.start_time, s.date
    from bookings b join schedules s on s.id = b.schedule_id
    where b.id = ${bookingId}`)
  const booking = locked.rows[0]
  if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
  return booking
}

/** What the credit is worth, or the policy's refusal. */
function assertCreditable(booking: LockedBooking, now: Date): number {
  if (booking.status !== 'confirmed') throw new AppError('BOOKING_NOT_CANCELLABLE', CREDIT_REFUSALS.notConfirmed, { bookingId: booking.id })
  if (booking.source === 'import') throw new AppError('CREDIT_NOT_OFFERED', CREDIT_REFUSALS.organizer, { bookingId: booking.id })
  const start = classStart({ startTime: booking.start_time, date: booking.date })
  const tier = start ? publicCancellationTier(start, now) : 'no-refund'
  if (tier === 'full-refund-or-move') throw new AppError('CREDIT_NOT_OFFERED', CREDIT_REFUSALS.tooEarly, { bookingId: booking.id, tier })
  if (tier === 'no-refund') throw new AppError('CREDIT_NOT_OFFERED', CREDIT_REFUSALS.tooLate, { bookingId: booking.id, tier })
  const amountCents = creditValueOf({ totalCents: Number(booking.total_cents), creditCents: Number(booking.credit_cents ?? 0) })
  if (amountCents <= 0) throw new AppError('CREDIT_NOT_OFFERED', CREDIT_REFUSALS.free, { bookingId: booking.id })
  return amountCents
}
