import { randomUUID } from 'node:crypto'

import { type Payload, type PayloadRequest, ValidationError } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { HISTORY } from '@/domain/manage/historyActions'
import { moveFeeCents } from '@/domain/manage/manageActions'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { CUSTOMER } from '../bookings/bookingHistory'
import { lockBooking } from '../bookings/lockBooking'
import { managePath } from '../bookings/manageToken'
import { assertMoveFits, moveBookingTo } from '../moveBooking'
import { inTransaction, type Tx } from '../transaction'
import { MOVE_FEE_DEMO_PREFIX, stripeClient } from './stripe'

type FeeCheckout = { bookingId: number; toScheduleId: number; moveNumber: number; sessionId: string; amountCents: number }

/**
 * The reschedule fee's checkout for moving to `to`: Stripe Checkout (its idempotency key names the booking, the move
 * and the attempt, so a double click opens one session), or the demo checkout. An open one for the same class is
 * reused. Recorded in the booking's history, which is where paying it finds the move again.
 */
export async function openFeeCheckout(payload: Payload, tx: Tx, booking: Booking, to: number, stripe: Stripe | null): Promise<string> {
  const moveNumber = (booking.moveCount ?? 0) + 1
  const opened = (await feeCheckouts(payload, { bookingId: booking.id }, tx)).filter((f) => f.moveNumber === moveNumber)
  const reusable = opened.find((f) => f.toScheduleId === to)
  if (reusable) {
    if (!stripe || reusable.sessionId.startsWith(MOVE_FEE_DEMO_PREFIX)) return `/demo-checkout/${reusable.sessionId}`
    const session = await stripe.checkout.sessions.retrieve(reusable.sessionId)
    if (session.status === 'open' && session.url) return session.url
  }
  const amountCents = moveFeeCents(booking.moveCount ?? 0)
  const back = `${env.SERVER_URL}${managePath(booking)}`
  let sessionId: string
  let url: string
  if (stripe) {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: `Reschedule fee — booking ${booking.bookingNumber}` } } }],
        customer_email: booking.contactEmail,
        client_reference_id: String(booking.id),
        metadata: { bookingId: String(booking.id), purpose: 'move-fee', toScheduleId: String(to), moveNumber: String(moveNumber) },
        payment_intent_data: { metadata: { bookingId: String(booking.id), purpose: 'move-fee' } },
        success_url: `${back}?move=paid`,
        cancel_url: back,
      },
      { idempotencyKey: `move-fee-${booking.id}-${moveNumber}-${to}-${opened.length}` },
    )
    if (!session.url) throw new AppError('PAYMENT_UNAVAILABLE', 'The payment page could not be opened. Please try again.')
    sessionId = session.id
    url = session.url
  } else {
    sessionId = `${MOVE_FEE_DEMO_PREFIX}${randomUUID()}`
    url = `/demo-checkout/${sessionId}`
  }
  await payload.create({
    collection: 'booking-events',
    data: { booking: booking.id, action: HISTORY.moveFeeOpened, actor: CUSTOMER, after: { schedule: to, moveNumber }, amountCents, stripeSessionId: sessionId },
    overrideAccess: true, // system call: the history is written by the server alone
    req: tx.req,
  })
  return url
}

const feeMove = z.object({ schedule: z.number(), moveNumber: z.number() })

/** The reschedule-fee checkouts opened for a booking, or the one with this session id. */
export async function feeCheckouts(payload: Payload, match: { bookingId: number } | { sessionId: string }, tx?: Tx): Promise<FeeCheckout[]> {
  const { docs } = await payload.find({
    collection: 'booking-events',
    where: {
      and: [
        { action: { equals: HISTORY.moveFeeOpened } },
        'bookingId' in match ? { booking: { equals: match.bookingId } } : { stripeSessionId: { equals: match.sessionId } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true, // system read: the booking's own history
    req: tx?.req,
  })
  return docs.flatMap((event) => {
    const move = feeMove.safeParse(event.after)
    if (!move.success || !event.stripeSessionId) return []
    return [{ bookingId: relationId(event.booking), toScheduleId: move.data.schedule, moveNumber: move.data.moveNumber, sessionId: event.stripeSessionId, amountCents: event.amountCents ?? 0 }]
  })
}

export type PaidMoveOutcome = 'moved' | 'already-applied' | 'refunded' | 'unknown'

/**
 * The reschedule fee was paid (Stripe's checkout.session.completed, or the demo checkout's Pay): the move is made under
 * the booking's row lock. A redelivered event finds the move in the history and changes nothing. When the move can no
 * longer be made (the class filled, the booking was cancelled, or another fee for this move was paid first), the fee
 * is refunded at Stripe with an idempotency key.
 */
export async function applyPaidMove(
  payload: Payload,
  { sessionId, paymentIntentId }: { sessionId: string; paymentIntentId: string | null },
  { stripe = stripeClient() }: { stripe?: Stripe | null } = {},
): Promise<PaidMoveOutcome> {
  const [fee] = await feeCheckouts(payload, { sessionId })
  if (!fee) return 'unknown'
  const stripeIds = { stripeSessionId: sessionId, stripePaymentIntentId: paymentIntentId, amountCents: fee.amountCents }
  const outcome = await inTransaction(payload, async (tx): Promise<PaidMoveOutcome> => {
    await lockBooking(tx.db, fee.bookingId)
    const { docs } = await payload.find({
      collection: 'booking-events',
      where: { and: [{ booking: { equals: fee.bookingId } }, { stripeSessionId: { equals: sessionId } }, { action: { in: [HISTORY.movedPaid, HISTORY.moveFeeRefunded] } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true, // system read: the booking's own history
      req: tx.req,
    })
    if (docs[0]) return 'already-applied'
    const booking = await payload.findByID({ collection: 'bookings', id: fee.bookingId, depth: 0, overrideAccess: true, req: tx.req })
    // The seats are checked (under the new class's row lock) before the update: a failed Local API update would end
    // this transaction, and the refund below must still be recorded in it.
    if (booking.status === 'confirmed' && (booking.moveCount ?? 0) === fee.moveNumber - 1 && (await fits(payload, tx, booking, fee.toScheduleId))) {
      await moveBookingTo(payload, tx, booking, fee.toScheduleId, { moveCount: fee.moveNumber, note: { action: HISTORY.movedPaid, actor: CUSTOMER, ...stripeIds } })
      return 'moved'
    }
    await payload.create({
      collection: 'booking-events',
      data: { booking: booking.id, action: HISTORY.moveFeeRefunded, actor: 'system', ...stripeIds },
      overrideAccess: true, // system call: the history is written by the server alone
      req: tx.req,
    })
    return 'refunded'
  })
  if (outcome === 'refunded' && stripe && paymentIntentId) {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { bookingId: String(fee.bookingId), purpose: 'move-fee' } },
      { idempotencyKey: `move-fee-refund-${sessionId}` },
    )
  }
  payload.logger.info({ bookingId: fee.bookingId, sessionId, outcome }, 'reschedule fee paid')
  return outcome
}

async function fits(payload: Payload, tx: Tx, booking: Booking, to: number): Promise<boolean> {
  try {
    await assertMoveFits({ payload, transactionID: tx.id } as PayloadRequest, booking, to)
    return true
  } catch (error) {
    if (error instanceof ValidationError) return false
    throw error
  }
}
