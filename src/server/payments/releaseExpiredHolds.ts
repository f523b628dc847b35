import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { recordBookingEvent } from '@/server/bookings/bookingHistory'

import { invalidate } from '../cache/invalidate'
import { CACHE_TAGS } from '../cache/tags'
import { moveCreditWithBooking } from '../credits/creditLedger'
import { STRIPE_SESSION_SQL } from '../seats'
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
  const kept = `{${keep.join(',')}}`
  const released = await inTransaction(payload, async (tx) => {
    const rows = await tx.db.execute<{ id: number; schedule_id: number; class_credit_id: number | null; credit_cents: string | number | null }>(sql`
      update bookings set status = 'expired', updated_at = ${now.toISOString()}
      where status = 'held' and hold_expires_at <= ${now.toISOString()} and not (id = any(${kept}::int[]))
      returning id, schedule_id, class_credit_id, credit_cents`)
    for (const row of rows.rows) {
      await moveCreditWithBooking(tx, { creditId: row.class_credit_id, creditCents: row.credit_cents }, 'held', 'expired', now)
      await recordBookingEvent(payload, Number(row.id), { ...HOLD_EXPIRED, before: { status: 'held' }, after: { status: 'expired' } }, tx.req)
    }
    for (const scheduleId of [...new Set(rows.rows.map((r) => Number(r.schedule_id)))].sort((a, b) => a - b)) {
      await offerFreedSeats(payload, openTxOf(tx), scheduleId, now)
    }
    return rows.rows
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
  const lapsed = await (await drizzleOf(payload)).execute<{ id: number; stripe_session_id: string }>(sql`
    select id, stripe_session_id from bookings
    where status = 'held' and hold_expires_at <= ${now.toISOString()} and ${STRIPE_SESSION_SQL()}`)
  const keep: number[] = []
  for (const { id, stripe_session_id: sessionId } of lapsed.rows) {
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
