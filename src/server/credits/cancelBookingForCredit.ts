import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { creditExpiresAt, creditValueOf } from '@/domain/credits/classCredit'
import { creditCodeFrom } from '@/domain/credits/creditCode'
import { classCreditEmail } from '@/domain/email/classCreditEmails'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'

import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { type BookingEventNote, CUSTOMER } from '../bookings/bookingHistory'
import { bookingForCredit, type BookingForCredit, lockBooking } from '@/server/db/bookings'
import { inTransaction, type Tx } from '../transaction'
import { offerFreedSeats, SEATS_OFFERED_BY_CALLER } from '../waitlist/offerFreedSeats'
import { openTxOf } from '../transaction'

/** Who asked: the customer through their manage link, or a signed-in user (recorded on the credit). */
export type CreditActor = { type: 'customer' } | { type: 'user'; userId: number; name: string }

export type IssuedClassCredit = {
  creditId: number
  code: string
  amountCents: number
  /** ISO instant. */
  expiresAt: string
  /** False when this booking had already been cancelled for this credit (a double click, a second tab). */
  created: boolean
}

export const CREDIT_REFUSALS = {
  notConfirmed: 'Only a confirmed booking can be cancelled for a class credit.',
  organizer: "This class was booked through its organizer: the organizer's rules apply.",
  tooEarly: 'This class is 14 days or more away: you can cancel for a full refund or move to another class instead.',
  tooLate: 'Less than 72 hours before the class, bookings can no longer be cancelled; you may change the participant names.',
  classCancelled: 'The studio cancelled this class: you can choose a full refund or a free move instead.',
  free: 'This booking was free, so there is nothing to credit.',
} as const

/**
 * Cancels a confirmed booking for a class credit of what was paid for it (money, plus any earlier credit it used),
 * valid 12 months, and emails the code through the outbox. In one transaction under the booking's row lock: the seats
 * are freed by the status change (seats count confirmed bookings and live holds) and offered down the class's
 * waitlist, and a second call (double click, two
 * tabs) finds the credit the first one issued and answers it with created: false. `allowed` is the caller's policy
 * (the customer's tier), asked under the lock once no credit was issued yet; the owner passes none.
 * Refusals are AppErrors: BOOKING_NOT_FOUND, BOOKING_NOT_CANCELLABLE, CREDIT_NOT_OFFERED (and what `allowed` throws).
 */
export async function cancelBookingForCredit(
  payload: Payload,
  bookingId: number,
  { actor, now = new Date(), note, allowed }: { actor: CreditActor; now?: Date; note?: BookingEventNote; allowed?: (tx: Tx, booking: BookingForCredit) => Promise<void> },
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
    // expiresAt is always set on create; the code was emailed when the credit was made, and only its hint is kept.
    if (issued) return { creditId: issued.id, code: issued.codeHint ?? '', amountCents: issued.amountCents, expiresAt: issued.expiresAt!, created: false }

    if (booking.status !== 'confirmed') throw new AppError('BOOKING_NOT_CANCELLABLE', CREDIT_REFUSALS.notConfirmed, { bookingId })
    await allowed?.(tx, booking)
    const amountCents = creditValueOf({ totalCents: Number(booking.total_cents), creditCents: Number(booking.credit_cents ?? 0) })
    if (amountCents <= 0) throw new AppError('CREDIT_NOT_OFFERED', CREDIT_REFUSALS.free, { bookingId })
    const cancelled = await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { status: 'cancelled' },
      context: { ...(note ? { bookingEvent: note } : {}), ...SEATS_OFFERED_BY_CALLER },
      overrideAccess: true, // system call: the caller's policy allows this cancellation (checked above)
      req: tx.req,
    })
    await offerFreedSeats(payload, openTxOf(tx), relationId(cancelled.schedule), now)
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
        issuedBy: actor.type === 'customer' ? CUSTOMER : actor.name,
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
          ...classCreditEmail(loaded.data, { code, amountCents, expiresAt }, `${env.SERVER_URL}/public-classes`, note?.reason),
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

async function lockedBooking(tx: Tx, bookingId: number): Promise<BookingForCredit> {
  await lockBooking(tx.db, bookingId)
  const booking = await bookingForCredit(tx.db, bookingId)
  if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
  return booking
}
