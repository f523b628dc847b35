import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { HISTORY } from '@/domain/manage/historyActions'
import { relationId } from '@/lib/relationId'

import { recordBookingEvent } from '../bookings/bookingHistory'
import type { Tx } from '../transaction'
import { MOVE_FEE_DEMO_PREFIX, paymentIntentIdOf } from './stripe'

/** A reschedule fee's checkout, as the booking's history keeps it; `open` until it is paid or closed unpaid. */
export type FeeCheckout = { bookingId: number; toScheduleId: number; moveNumber: number; sessionId: string; amountCents: number; open: boolean; endedBy: string | null }

const feeMove = z.object({ schedule: z.number(), moveNumber: z.number() })

/** What ends a fee checkout: closed unpaid, or paid (moved, or its fee refunded). */
const ENDED: string[] = [HISTORY.moveFeeClosed, HISTORY.movedPaid, HISTORY.moveFeeRefundDue, HISTORY.moveFeeRefunded]

/** The reschedule-fee checkouts opened for a booking, or the one with this session id. */
export async function feeCheckouts(payload: Payload, match: { bookingId: number } | { sessionId: string }, tx?: Tx): Promise<FeeCheckout[]> {
  const { docs } = await payload.find({
    collection: 'booking-events',
    where: {
      and: [
        { action: { in: [HISTORY.moveFeeOpened, ...ENDED] } },
        'bookingId' in match ? { booking: { equals: match.bookingId } } : { stripeSessionId: { equals: match.sessionId } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true, // system read: the booking's own history
    req: tx?.req,
  })
  const endings = docs.filter((e) => ENDED.includes(e.action))
  // A refund due is followed by its refund: the furthest ending in ENDED's order is how the checkout ended.
  const endedBy = (sessionId: string): string | null =>
    ENDED.findLast((action) => endings.some((e) => e.stripeSessionId === sessionId && e.action === action)) ?? null
  return docs.flatMap((event) => {
    const move = feeMove.safeParse(event.after)
    if (event.action !== HISTORY.moveFeeOpened || !move.success || !event.stripeSessionId) return []
    return [
      {
        bookingId: relationId(event.booking),
        toScheduleId: move.data.schedule,
        moveNumber: move.data.moveNumber,
        sessionId: event.stripeSessionId,
        amountCents: event.amountCents ?? 0,
        open: endedBy(event.stripeSessionId) === null,
        endedBy: endedBy(event.stripeSessionId),
      },
    ]
  })
}

/**
 * What a customer back from Stripe's fee checkout (`?move=paid`) is told: the payment is applied once Stripe's event
 * arrived (moved, or the move refused and the fee refunded or being refunded); until then it is on its way.
 */
export async function paidMoveNow(payload: Payload, bookingId: number): Promise<'moved' | 'paid' | 'fee-refunded' | 'fee-refunding'> {
  const fees = await feeCheckouts(payload, { bookingId })
  if (fees.some((fee) => fee.open)) return 'paid'
  const latest = fees.reduce<FeeCheckout | null>((last, fee) => (!last || fee.moveNumber >= last.moveNumber ? fee : last), null)
  if (latest?.endedBy === HISTORY.movedPaid) return 'moved'
  if (latest?.endedBy === HISTORY.moveFeeRefunded) return 'fee-refunded'
  if (latest?.endedBy === HISTORY.moveFeeRefundDue) return 'fee-refunding'
  return 'paid'
}

/** A fee checkout Stripe found paid while it was being closed: its payment is applied (applyPaidMove). */
export type PaidFee = { sessionId: string; paymentIntentId: string | null }

/**
 * Closes a booking's fee checkouts still open, under its row lock (`tx`), as a booking's checkout is closed
 * (cancelCheckout): expired at Stripe, so that Back can no longer pay them, and noted closed in the history, which is
 * also what ends a demo one. One Stripe says was paid meanwhile is not closed but answered, for its payment to be applied.
 */
export async function closeFeeCheckouts(payload: Payload, tx: Tx, stripe: Stripe | null, fees: FeeCheckout[]): Promise<PaidFee[]> {
  const paid: PaidFee[] = []
  for (const fee of fees.filter((f) => f.open)) {
    const isDemo = fee.sessionId.startsWith(MOVE_FEE_DEMO_PREFIX)
    if (!isDemo && stripe) {
      const session = await expireAtStripe(stripe, fee.sessionId)
      if (session.payment_status === 'paid') paid.push({ sessionId: fee.sessionId, paymentIntentId: paymentIntentIdOf(session) })
      // Paid, or completed with a bank payment still on its way: Stripe's payment event settles it, not a close.
      if (session.status === 'complete') continue
    }
    await recordBookingEvent(payload, fee.bookingId, { action: HISTORY.moveFeeClosed, actor: 'system', stripeSessionId: fee.sessionId, amountCents: fee.amountCents }, tx.req)
  }
  return paid
}

/** Ends the session at Stripe; when it is no longer open, Stripe's own word on it (paid, or ended unpaid). */
async function expireAtStripe(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  if (session.status !== 'open') return session
  try {
    return await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` })
  } catch (error) {
    const now = await stripe.checkout.sessions.retrieve(sessionId)
    if (now.status === 'open') throw error
    return now
  }
}
