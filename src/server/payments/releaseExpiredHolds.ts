import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { recordBookingEvent } from '@/server/bookings/bookingHistory'

import { invalidate } from '../cache/invalidate'
import { CACHE_TAGS } from '../cache/tags'
import { moveCreditWithBooking } from '../credits/creditLedger'
import { expireLapsedHolds, lapsedCheckouts } from '../db/bookings'
import { drizzleOf, inTransaction, openTxOf } from '../transaction'
import { offerFreedSeats } from '../waitlist/offerFreedSeats'
import { fulfil } from './fulfilment'
import { paidNoLaterThan, paymentIntentIdOf, stripeClient } from './stripe'

const HOLD_EXPIRED = { action: 'hold lapsed unpaid: seats released', actor: 'system (hold release)' }

/**
 * Releases every hold that has lapsed at `now`, gives back the class credits they used, writes each booking's
 * history entry and offers the freed seats down each class's waitlist, all in one transaction: freed seats never sit
 * free for the public booking page while a party waits. A hold with a Stripe Checkout is released only once Stripe
 * says it can no longer be paid (its checkout is closed first): paid in time, it is confirmed instead. Running it
 * twice changes nothing more.
 */
export async function releaseExpiredHolds(payload: Payload, now: Date = new Date(), { stripe = stripeClient() }: { stripe?: Stripe | null } = {}): Promise<number[]> {
  const keep = stripe ? await settleLapsedCheckouts(payload, stripe, now) : []
  const released = await inTransaction(payload, async (tx) => {
    const rows = await expireLapsedHolds(tx.db, now, keep)
    for (const row of rows) {
      await moveCreditWithBooking(tx, { creditId: row.class_credit_id, creditCents: row.credit_cents, bookingId: Number(row.id) }, 'held', 'expired', now)
      await recordBookingEvent(payload, Number(row.id), { ...HOLD_EXPIRED, before: { status: 'held' }, after: { status: 'expired' } }, tx.req)
    }
    for (const scheduleId of [...new Set(rows.map((r) => Number(r.schedule_id)))].sort((a, b) => a - b)) {
      await offerFreedSeats(payload, openTxOf(tx), scheduleId, now)
    }
    return rows
  })
  const ids = released.map((r) => Number(r.id))
  if (ids.length) {
    payload.logger.info({ msg: 'released expired holds', bookingIds: ids })
    invalidate([CACHE_TAGS.seats])
  }
  return ids
}

/**
 * The lapsed holds paid through a Stripe Checkout: each checkout still open is closed, one paid in time is confirmed
 * through fulfil (judged by when it was paid). Answers the holds to keep for now: Stripe did not answer, or a payment
 * is still being processed.
 */
async function settleLapsedCheckouts(payload: Payload, stripe: Stripe, now: Date): Promise<number[]> {
  const lapsed = await lapsedCheckouts(await drizzleOf(payload), now)
  const keep: number[] = []
  for (const { id, stripe_session_id: sessionId } of lapsed) {
    try {
      const session = await closedSession(stripe, sessionId)
      if (session.payment_status === 'paid') {
        await fulfil(payload, { bookingId: Number(id), sessionId, outcome: 'paid', paymentIntentId: paymentIntentIdOf(session), paidAt: paidNoLaterThan(session, now) }, { now, stripe })
      } else if (session.status !== 'expired') keep.push(Number(id))
    } catch (error) {
      payload.logger.warn({ msg: 'lapsed hold: Stripe did not say whether its checkout was paid; kept for the next run', bookingId: id, err: error })
      keep.push(Number(id))
    }
  }
  return keep
}

/** The session once it can no longer be paid: an open one is expired (or, paid meanwhile, read again). */
async function closedSession(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  if (session.status !== 'open') return session
  return stripe.checkout.sessions.expire(sessionId).catch(() => stripe.checkout.sessions.retrieve(sessionId))
}
