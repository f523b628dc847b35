import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { decideFulfilment, type FulfilmentDecision, holdsCredit, type PaymentOutcome } from '@/domain/bookings/fulfilment'
import { holdsSeats } from '@/domain/schedule/seats'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'
import { AppError } from '@/lib/errors'
import { bookingForPayment, lockBooking } from '@/server/db/bookings'

import { creditStillCovers, moveCreditWithBooking } from '../credits/creditLedger'
import { queueConfirmationEmail } from '../email/queueConfirmationEmail'
import { refundUnseatedPayment } from './refunds'
import { stripeClient } from './stripe'
import { seatsTaken } from '../seats'
import { inTransaction } from '../transaction'

export type PaymentEvent = {
  bookingId: number
  /** The checkout session the event is about; must be the booking's own session. */
  sessionId: string
  outcome: PaymentOutcome
  paymentIntentId?: string | null
  /** When the payment was made, as Stripe tells it (else when we heard of it): a payment made within the hold confirms it. */
  paidAt?: Date
}

export type FulfilResult = {
  bookingId: number
  decision: FulfilmentDecision
  status: BookingStatus
  /** The studio cancelled the class (maybe while the customer was paying): the booking's hook offers a refund or a move. */
  classCancelled: boolean
}

const NEXT_STATUS: Record<FulfilmentDecision, BookingStatus | null> = {
  confirm: 'confirmed',
  'review-and-refund': 'needs-review',
  release: 'expired',
  nothing: null,
}

/**
 * The one place a payment changes a booking, called by the webhook, /api/verify-payment and the demo checkout.
 * Idempotent and safe under concurrency: the booking row (and its schedule row) is locked for the decision, so ten
 * deliveries of one event confirm once and queue one email. A paid booking whose hold lapsed is confirmed only while
 * its seats are still free; otherwise it goes to review and its payment is refunded. A payment the booking already
 * recorded changes nothing, whatever became of the booking since (cancelled for a credit, refunded, moved).
 * A booking confirmed in a class the studio cancelled gets no confirmation email: the bookings' hook
 * (offerChoiceInCancelledClass) sends it the studio's choice of a refund or a free move instead.
 */
export async function fulfil(
  payload: Payload,
  event: PaymentEvent,
  { now = new Date(), stripe = stripeClient() }: { now?: Date; stripe?: Stripe | null } = {},
): Promise<FulfilResult> {
  const result = await inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, event.bookingId, { withSchedule: true })
    const row = await bookingForPayment(tx.db, event.bookingId)
    if (!row) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId: event.bookingId })
    if (row.stripe_session_id && row.stripe_session_id !== event.sessionId) {
      throw new AppError('SESSION_MISMATCH', 'This payment does not belong to this booking', { bookingId: event.bookingId })
    }

    const booking = {
      status: row.status,
      seats: Number(row.seats),
      holdExpiresAt: row.hold_expires_at,
      paymentRecorded: row.paid_at != null && row.stripe_session_id === event.sessionId,
      stripeSessionId: row.stripe_session_id,
    }
    const taken = (await seatsTaken(payload, [row.schedule_id], { now, transactionID: tx.id })).get(row.schedule_id) ?? 0
    const takenByOthers = taken - (holdsSeats(booking, now) ? booking.seats : 0)
    const credit = { creditId: row.class_credit_id, creditCents: row.credit_cents, bookingId: Number(row.id) }
    // A released hold gave its credit back; a late payment may confirm it only if the credit still has that much.
    const creditCovers =
      row.class_credit_id != null && event.outcome === 'paid' && !holdsCredit(row.status)
        ? await creditStillCovers(tx, Number(row.class_credit_id), Number(row.credit_cents ?? 0))
        : true
    const decision = decideFulfilment(booking, event.outcome, {
      now,
      paidAt: event.paidAt,
      seatsFreeForThis: Number(row.available_spots) - takenByOthers,
      creditStillCovers: creditCovers,
    })

    const status = NEXT_STATUS[decision]
    if (status) {
      await moveCreditWithBooking(tx, credit, row.status, status, now)
      const paid = event.outcome === 'paid'
      await payload.update({
        collection: 'bookings',
        id: row.id,
        data: {
          status,
          ...(paid ? { paidAt: now.toISOString(), stripeSessionId: event.sessionId } : {}),
          ...(paid && event.paymentIntentId ? { stripePaymentIntentId: event.paymentIntentId } : {}),
        },
        req: tx.req,
        overrideAccess: true, // system call: a verified payment event
      })
    }
    return { bookingId: row.id, decision, status: status ?? row.status, classCancelled: row.is_cancelled === true }
  })

  if (result.status === 'confirmed' && event.outcome === 'paid' && !result.classCancelled) {
    // On every paid event, not only the confirming one: if queueing failed, a redelivery or the success page repairs it.
    // The email's dedupe key keeps it to one.
    await queueConfirmationEmail(payload, result.bookingId).catch((error) =>
      payload.logger.error({ err: error, bookingId: result.bookingId }, 'confirmed booking: confirmation email not queued'),
    )
  } else if (result.status === 'needs-review' && event.outcome === 'paid') {
    // Also on a repeated delivery: if the first refund call failed, this one retries it (same idempotency key).
    payload.logger.warn({ msg: 'paid after its hold lapsed and the class filled: needs review, refunding', bookingId: result.bookingId })
    await refundUnseatedPayment(payload, stripe, { bookingId: result.bookingId, sessionId: event.sessionId, paymentIntentId: event.paymentIntentId }, now)
  }
  if (result.decision !== 'nothing') {
    payload.logger.info({ msg: 'booking fulfilment', bookingId: result.bookingId, decision: result.decision, outcome: event.outcome })
  }
  return result
}
