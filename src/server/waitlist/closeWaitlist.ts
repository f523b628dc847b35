import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { waitlistClosedEmail } from '@/domain/waitlist/waitlistEmails'

import { queueEmail } from '../email/outbox'
import { stripeClient } from '../payments/stripe'
import { lockSchedule, type ScheduleRow } from '../db/schedules'
import { closeEntries, openOffers } from '../db/waitlistEntries'
import { recordEntryEvent } from './entryHistory'
import { endOfferCheckout, releaseOffer } from './releaseOffer'
import { closingOf, entryEmailData } from './waitlistRows'
import type { OpenTx } from '@/server/transaction'

/** What closing a list did: the parties emailed, and the open offers among them whose held seats were released. */
export type ClosedWaitlist = { closed: number; offersReleased: number }

const SYSTEM = 'system (waitlist)'

/**
 * Ends a class's waitlist, under its row lock, with the closed email to each party taken off it. At registration close
 * that is the parties still waiting (an open offer keeps its seats until its own end). When the class is cancelled, its
 * open offers end too: each checkout is ended at Stripe first, so it can no longer be paid, then the entry closes and
 * its held seats are released. An offer Stripe says was paid stays (its payment confirms the booking, and the
 * cancelled class's choice of a refund or a move follows); one whose checkout Stripe could not end is released all
 * the same (a payment that still arrives is treated like any payment in a cancelled class). Running it twice changes
 * nothing more.
 */
export async function closeWaitlist(
  payload: Payload,
  tx: OpenTx,
  schedule: ScheduleRow,
  now: Date,
  { stripe = stripeClient() }: { stripe?: Stripe | null } = {},
): Promise<ClosedWaitlist> {
  await lockSchedule(tx.db, schedule.id)
  const cancelled = schedule.is_cancelled === true
  const offers = cancelled
    ? await openOffers(tx.db, schedule.id)
    : []
  const withdrawn = new Map<number, number | null>()
  for (const offer of offers) {
    const bookingId = offer.offer_booking_id == null ? null : Number(offer.offer_booking_id)
    if (bookingId != null && (await checkoutOfCancelledOffer(payload, stripe, bookingId)) === 'paid') continue
    withdrawn.set(Number(offer.id), bookingId)
  }
  const ended = await closeEntries(tx.db, schedule.id, [...withdrawn.keys()], now)
  const closing = await closingOf(tx, schedule.id, cancelled, now)
  let offersReleased = 0
  for (const entry of ended) {
    const bookingId = withdrawn.get(Number(entry.id))
    const why = cancelled ? 'Closed: the class was cancelled' : 'Closed: registration ends too soon for an offer'
    await recordEntryEvent(tx, Number(entry.id), bookingId != null ? `${why}; the offer was withdrawn (booking ${bookingId})` : why, SYSTEM, now)
    // After the entry closed: the booking's hook then finds no open offer of it to settle as lapsed.
    if (bookingId != null && (await releaseOffer(payload, tx, bookingId, 'waitlist offer withdrawn: the class was cancelled', { checkoutEnded: true }))) offersReleased++
    const email = waitlistClosedEmail({ ...entryEmailData(schedule, entry), ...closing })
    await queueEmail(payload, { kind: 'waitlist-closed', to: entry.contact_email, ...email, dedupeKey: `waitlist-closed:${entry.id}` }, tx.req)
  }
  return { closed: ended.length, offersReleased }
}

/** The checkout of an offer in a class being cancelled, ended at Stripe when it can be. */
async function checkoutOfCancelledOffer(payload: Payload, stripe: Stripe | null, bookingId: number): Promise<'ended' | 'paid'> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true }) // system read: the offer's own booking
  if (booking?.status !== 'held') return 'ended'
  return endOfferCheckout(payload, booking, stripe).catch((error: unknown) => {
    payload.logger.error({ err: error, bookingId }, 'class cancelled: the checkout of an open waitlist offer could not be ended at Stripe; its seats are released all the same')
    return 'ended' as const
  })
}
