import { randomUUID } from 'node:crypto'

import { type Payload, type PayloadRequest, ValidationError } from 'payload'
import type Stripe from 'stripe'

import { classStart } from '@/domain/bookings/classStart'
import { when } from '@/domain/email/bookingEmails'
import { HISTORY } from '@/domain/manage/historyActions'
import { isHostedByPartner, manageOptions, moveFeeCents } from '@/domain/manage/manageActions'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { CUSTOMER, recordBookingEvent } from '../bookings/bookingHistory'
import { hasHistory } from '../bookings/hasHistory'
import { lockBooking } from '@/server/db/bookings'
import { managePath, manageTokenOf } from '../bookings/manageToken'
import { sendMoveFeeRefunded } from '../email/refundEmails'
import { assertMoveFits, moveBookingTo } from '../moveBooking'
import { toOccurrence } from '../schedule/occurrences'
import { inTransaction, type Tx } from '../transaction'
import { askStripeToRefund } from './askStripeToRefund'
import { closeFeeCheckouts, type FeeCheckout, feeCheckouts } from './feeCheckouts'
import { MOVE_FEE_DEMO_PREFIX, stripeClient } from './stripe'

/** A fee checkout lives as long as the offer on the manage page; Stripe's shortest `expires_at` is 30 minutes after creation. */
const FEE_CHECKOUT_LIFETIME_MS = 31 * 60_000

/**
 * The reschedule fee's checkout for moving to `to`: Stripe Checkout (its idempotency key names the booking, the move
 * and the attempt, so a double click opens one session), or the demo checkout. An open one for the same class is
 * reused; any other still open is closed first, so one fee checkout at most can be paid. It expires with the offer;
 * its Cancel closes it (cancelFeeCheckout).
 * Recorded in the booking's history, which is where paying it finds the move again.
 */
export async function openFeeCheckout(payload: Payload, tx: Tx, booking: Booking, to: number, stripe: Stripe | null): Promise<string> {
  const moveNumber = (booking.moveCount ?? 0) + 1
  const opened = (await feeCheckouts(payload, { bookingId: booking.id }, tx)).filter((f) => f.moveNumber === moveNumber)
  const reusable = opened.find((f) => f.toScheduleId === to && f.open)
  if (reusable) {
    if (!stripe || reusable.sessionId.startsWith(MOVE_FEE_DEMO_PREFIX)) return `/demo-checkout/${reusable.sessionId}`
    const session = await stripe.checkout.sessions.retrieve(reusable.sessionId)
    if (session.status === 'open' && session.url) return session.url
  }
  const amountCents = moveFeeCents(booking.moveCount ?? 0)
  const back = `${env.SERVER_URL}${managePath(booking)}`
  await closeFeeCheckouts(payload, tx, stripe, opened)
  let sessionId: string
  let url: string
  if (stripe) {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: await feeLineName(payload, tx, booking, to) } } }],
        customer_email: booking.contactEmail,
        client_reference_id: String(booking.id),
        metadata: { bookingId: String(booking.id), purpose: 'move-fee', toScheduleId: String(to), moveNumber: String(moveNumber) },
        payment_intent_data: { metadata: { bookingId: String(booking.id), purpose: 'move-fee' } },
        expires_at: Math.floor((Date.now() + FEE_CHECKOUT_LIFETIME_MS) / 1000),
        success_url: `${back}?move=paid`,
        cancel_url: `${env.SERVER_URL}/api/manage-booking/move-cancelled?token=${manageTokenOf(booking.manageTokenNonce!)}`,
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

/** The fee's line on Stripe's page names the move: 'Reschedule fee — booking B-1042 to Women's Self-Defense, Saturday, ...'. */
async function feeLineName(payload: Payload, tx: Tx, booking: Booking, to: number): Promise<string> {
  const target = await payload.findByID({ collection: 'schedules', id: to, depth: 1, overrideAccess: true, req: tx.req }) // system read: the class the customer chose
  const occurrence = toOccurrence(target)
  const name = `Reschedule fee — booking ${booking.bookingNumber}`
  return occurrence ? `${name} to ${occurrence.className}, ${when(occurrence)}` : name
}

export type PaidMoveOutcome = 'moved' | 'already-applied' | 'refunded' | 'refund-failed' | 'unknown'

/** What the manage page says (its `?move=` notice) after a fee was paid: moved, the move refused and the fee refunded, or (not known yet) paid. */
export const paidMoveNotice = (outcome: PaidMoveOutcome): 'moved' | 'paid' | 'refused' =>
  outcome === 'refunded' || outcome === 'refund-failed' ? 'refused' : outcome === 'unknown' ? 'paid' : 'moved'

/** Why a paid move was not made, in the customer's words. */
type MoveRefusal = 'started' | 'not-allowed' | 'no-room'

/**
 * The reschedule fee was paid (Stripe's checkout.session.completed, or the demo checkout's Pay): the move is made under
 * the booking's row lock, if it still may be — the class it moves to has not started, the booking's tier still allows a
 * move, and the class has room. A redelivered event finds the move in the history and changes nothing. Otherwise the fee
 * is refunded: the history notes it is due, Stripe is asked (one idempotency key), and only Stripe's answer is recorded
 * as refunded; a refusal stays on the booking for the retry job. The customer is emailed either way.
 */
export async function applyPaidMove(
  payload: Payload,
  { sessionId, paymentIntentId }: { sessionId: string; paymentIntentId: string | null },
  { stripe = stripeClient(), now = new Date() }: { stripe?: Stripe | null; now?: Date } = {},
): Promise<PaidMoveOutcome> {
  const [fee] = await feeCheckouts(payload, { sessionId })
  if (!fee) return 'unknown'
  const stripeIds = { stripeSessionId: sessionId, stripePaymentIntentId: paymentIntentId, amountCents: fee.amountCents }
  const decided = await inTransaction(payload, async (tx): Promise<{ outcome: 'moved' | 'already-applied' } | { outcome: 'refund'; why: MoveRefusal | null }> => {
    await lockBooking(tx.db, fee.bookingId)
    const { docs } = await payload.find({
      collection: 'booking-events',
      where: {
        and: [
          { booking: { equals: fee.bookingId } },
          { stripeSessionId: { equals: sessionId } },
          { action: { in: [HISTORY.movedPaid, HISTORY.moveFeeRefundDue, HISTORY.moveFeeRefunded] } },
        ],
      },
      depth: 0,
      overrideAccess: true, // system read: the booking's own history
      req: tx.req,
    })
    const actions = new Set(docs.map((d) => d.action))
    if (actions.has(HISTORY.movedPaid) || actions.has(HISTORY.moveFeeRefunded)) return { outcome: 'already-applied' }
    // Noted as due but not yet refunded (Stripe refused, or the process stopped before asking): ask again.
    if (actions.has(HISTORY.moveFeeRefundDue)) return { outcome: 'refund', why: null }
    const booking = await payload.findByID({ collection: 'bookings', id: fee.bookingId, depth: 0, overrideAccess: true, req: tx.req })
    // The seats are checked (under the new class's row lock) before the update: a failed Local API update would end
    // this transaction, and the refund below must still be noted in it.
    const why = await whyMoveRefused(payload, tx, booking, fee, now)
    if (!why) {
      await moveBookingTo(payload, tx, booking, fee.toScheduleId, { moveCount: fee.moveNumber, note: { action: HISTORY.movedPaid, actor: CUSTOMER, ...stripeIds } })
      return { outcome: 'moved' }
    }
    await recordBookingEvent(payload, booking.id, { action: HISTORY.moveFeeRefundDue, actor: 'system', ...stripeIds, after: { reason: why } }, tx.req)
    return { outcome: 'refund', why }
  })
  if (decided.outcome !== 'refund') {
    payload.logger.info({ bookingId: fee.bookingId, sessionId, outcome: decided.outcome }, 'reschedule fee paid')
    return decided.outcome
  }
  const refunded = await refundMoveFee(payload, stripe, { bookingId: fee.bookingId, sessionId, paymentIntentId, amountCents: fee.amountCents }, now)
  const outcome = refunded ? 'refunded' : 'refund-failed'
  if (decided.why) await sendMoveFeeRefunded(payload, fee, decided.why, refunded)
  payload.logger.info({ bookingId: fee.bookingId, sessionId, outcome }, 'reschedule fee paid: the move could not be made')
  return outcome
}

type FeeRefund = { bookingId: number; sessionId: string; paymentIntentId: string | null; amountCents: number }

/**
 * Refunds a reschedule fee whose move was not made, under the booking's row lock: asks Stripe (askStripeToRefund: one
 * idempotency key, a refusal kept on the booking for the retry) and records it refunded once Stripe accepted. The demo
 * checkout charged nothing: recorded at once. True when refunded. Also the retry's way for a fee (retryFailedRefund).
 */
export async function refundMoveFee(payload: Payload, stripe: Stripe | null, fee: FeeRefund, now = new Date()): Promise<boolean> {
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, fee.bookingId)
    if (await hasHistory(payload, fee.bookingId, HISTORY.moveFeeRefunded, tx.req, fee.sessionId)) return true
    let stripeRefundId: string | null = null
    if (stripe && fee.paymentIntentId) {
      const answer = await askStripeToRefund(payload, stripe, { bookingId: fee.bookingId, purpose: 'move-fee', paymentIntentId: fee.paymentIntentId, amountCents: fee.amountCents }, now, tx.req)
      if (!answer.ok) return false
      stripeRefundId = answer.refund.id
    }
    await recordBookingEvent(
      payload,
      fee.bookingId,
      { action: HISTORY.moveFeeRefunded, actor: stripeRefundId ? 'Stripe' : 'system', stripeSessionId: fee.sessionId, stripePaymentIntentId: fee.paymentIntentId, amountCents: fee.amountCents, stripeRefundId },
      tx.req,
    )
    return true
  })
}

/**
 * Why the paid move can no longer be made now, or null when it can: the class it moves to has started, the booking may
 * no longer move (cancelled, another move made meanwhile, or slid into a tier without moves), or the class has no room.
 */
async function whyMoveRefused(payload: Payload, tx: Tx, booking: Booking, fee: FeeCheckout, now: Date): Promise<MoveRefusal | null> {
  if (booking.status !== 'confirmed' || (booking.moveCount ?? 0) !== fee.moveNumber - 1) return 'not-allowed'
  const [from, target, settings] = await Promise.all([
    payload.findByID({ collection: 'schedules', id: relationId(booking.schedule), depth: 1, overrideAccess: true, req: tx.req }),
    payload.findByID({ collection: 'schedules', id: fee.toScheduleId, depth: 1, overrideAccess: true, disableErrors: true, req: tx.req }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: tx.req }),
  ])
  const targetStart = target && toOccurrence(target) ? classStart(toOccurrence(target)!) : null
  if (!targetStart || targetStart.getTime() <= now.getTime()) return 'started'
  const occurrence = toOccurrence(from)
  if (!occurrence) return 'not-allowed'
  const hostedByPartner = isHostedByPartner(booking, occurrence, settings.businessName ?? '')
  const { actions } = manageOptions({ status: booking.status, hostedByPartner, classCancelled: occurrence.isCancelled, start: classStart(occurrence) }, now)
  if (!actions.includes('move')) return 'not-allowed'
  return (await fits(payload, tx, booking, fee.toScheduleId)) ? null : 'no-room'
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
