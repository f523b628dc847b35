import type { Payload, RequestContext } from 'payload'

import { pacificDateTime } from '@/domain/cms/listColumnFormats'
import { classStart } from '@/domain/bookings/classStart'
import { quoteBooking } from '@/domain/bookings/pricing'
import { holdsSeats } from '@/domain/schedule/seats'
import type { BookingKind } from '@/domain/bookings/bookingKind'
import { DEFAULT_OFFER_HOURS, isWaitlistClosed, offerEndsAt } from '@/domain/waitlist/offerWindow'
import { count } from '@/domain/text/count'
import { pickOffers } from '@/domain/waitlist/pickOffers'
import { waitlistLapsedEmail, waitlistOfferEmail } from '@/domain/waitlist/waitlistEmails'

import { createHeldBooking } from '../bookings/createHeldBooking'
import { queueEmail } from '../email/outbox'
import { stripeClient } from '../payments/stripe'
import { lockSchedule } from '@/server/db/schedules'
import { seatsTaken } from '../seats'
import type { OpenTx } from '../transaction'
import { recordEntryEvent } from './entryHistory'
import { type ScheduleRow, selectSchedule } from '../db/schedules'
import { type EntryRow, entryById, markOffered, type OfferRow, offersWithBookings, partyOf, setStatus, waitingEntries, hasLiveEntries } from '../db/waitlistEntries'
import { entryEmailData } from './waitlistRows'

const SYSTEM = 'system (waitlist)'

/**
 * Under the class's row lock: settle the offers that ended (paid → booked; lapsed unpaid → lapsed, with an email),
 * then offer the free seats down the list by the fairness rule (pickOffers). Each offer is a held booking (the
 * booking hold every seat count already counts) held until the offer ends, paid through the normal checkout.
 * Runs in the caller's transaction: a hook's when seats are freed by a change, the job's or a service's otherwise.
 * Answers the ids of the entries offered now.
 */
export async function offerFreedSeats(payload: Payload, tx: OpenTx, scheduleId: number, now: Date): Promise<number[]> {
  // Locked before looking: an entry joining at this moment is either seen here or sees these seats free.
  await lockSchedule(tx.db, scheduleId)
  if (!(await hasLiveEntries(tx.db, scheduleId))) return []
  const schedule = await selectSchedule(tx, scheduleId)
  if (!schedule) return []
  const lapsed = await settleOffers(tx, schedule, now)
  const chosen = await offerInTurn(payload, tx, schedule, now)
  // Told once the list has moved on, so the email says whether their seats went to someone.
  for (const offer of lapsed) await emailLapsed(payload, tx, schedule, offer, chosen.length > 0)
  return chosen
}

/**
 * Passed in the context of a booking change by a use case that offers the seats it frees itself (a cancellation calls
 * offerFreedSeats right after it): the Bookings hook, kept for changes made in /cms, then leaves them to it.
 */
export const SEATS_OFFERED_BY_CALLER = { seatsOfferedByCaller: true } as const

export const seatsOfferedByCaller = (context: RequestContext): boolean => context.seatsOfferedByCaller === true

async function offerInTurn(payload: Payload, tx: OpenTx, schedule: ScheduleRow, now: Date): Promise<number[]> {
  const start = classStart({ startTime: schedule.start_time, date: schedule.date })
  if (!start || schedule.is_cancelled || !schedule.is_active || isWaitlistClosed(start, now)) return []
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: tx.req }) // system read: a public setting
  const offeredUntil = offerEndsAt(now, start, settings.waitlistOfferHours ?? DEFAULT_OFFER_HOURS)
  if (!offeredUntil) return []
  const taken = (await seatsTaken(payload, [schedule.id], { now, transactionID: tx.id })).get(schedule.id) ?? 0
  const waiting = await waitingEntries(tx.db, schedule.id)
  const chosen = new Set(
    pickOffers(
      Number(schedule.available_spots) - taken,
      waiting.map((e) => ({ id: Number(e.id), position: Number(e.position), seats: Number(e.seats) })),
    ),
  )
  for (const entry of waiting.filter((e) => chosen.has(Number(e.id)))) {
    await makeOffer(payload, tx, schedule, entry, { start, offeredUntil }, now)
  }
  return [...chosen]
}

/**
 * The owner's 'Offer now': this waiting entry, out of turn, when its whole party fits the free seats. Answers why not
 * otherwise (null when offered).
 */
export async function offerEntry(payload: Payload, tx: OpenTx, entryId: number, now: Date): Promise<string | null> {
  const entry = await entryById(tx.db, entryId)
  if (!entry) return 'This entry no longer exists.'
  await lockSchedule(tx.db, Number(entry.schedule_id))
  const schedule = await selectSchedule(tx, Number(entry.schedule_id))
  if (!schedule) return 'The class no longer exists.'
  for (const offer of await settleOffers(tx, schedule, now)) await emailLapsed(payload, tx, schedule, offer, false)
  const current = await entryById(tx.db, entryId)
  if (current?.status !== 'waiting') return 'Only a waiting entry can be offered seats.'
  const start = classStart({ startTime: schedule.start_time, date: schedule.date })
  if (!start || schedule.is_cancelled || isWaitlistClosed(start, now)) return 'The waitlist for this class has closed: registration closes too soon for an offer.'
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: tx.req }) // system read: a public setting
  const offeredUntil = offerEndsAt(now, start, settings.waitlistOfferHours ?? DEFAULT_OFFER_HOURS)
  const taken = (await seatsTaken(payload, [schedule.id], { now, transactionID: tx.id })).get(schedule.id) ?? 0
  const free = Number(schedule.available_spots) - taken
  if (!offeredUntil || Number(current.seats) > free) return `This party needs ${Number(current.seats)} seats together; ${Math.max(0, free)} free.`
  await makeOffer(payload, tx, schedule, current, { start, offeredUntil }, now)
  return null
}

/**
 * Paid offers become booked; offers whose booking no longer holds its seats lapse (a Stripe checkout's only once the
 * release asked Stripe: `holdsSeats`). Answers the lapsed ones, to be told.
 */
async function settleOffers(tx: OpenTx, schedule: ScheduleRow, now: Date): Promise<OfferRow[]> {
  const offers = await offersWithBookings(tx.db, schedule.id)
  const lapsed: OfferRow[] = []
  for (const offer of offers) {
    if (offer.booking_status === 'confirmed') {
      await setStatus(tx.db, Number(offer.id), 'booked', now)
      await recordEntryEvent(tx, Number(offer.id), `Booked: the offer was paid (booking ${offer.offer_booking_id})`, SYSTEM, now)
    } else if (!offer.booking_status || !holdsSeats({ status: offer.booking_status, holdExpiresAt: offer.hold_expires_at, stripeSessionId: offer.stripe_session_id }, now)) {
      await setStatus(tx.db, Number(offer.id), 'lapsed', now)
      await recordEntryEvent(tx, Number(offer.id), `The offer ended unpaid (booking ${offer.offer_booking_id})`, SYSTEM, now)
      lapsed.push(offer)
    }
  }
  return lapsed
}

async function emailLapsed(payload: Payload, tx: OpenTx, schedule: ScheduleRow, offer: OfferRow, passedOn: boolean): Promise<void> {
  const email = waitlistLapsedEmail({ ...entryEmailData(schedule, offer), passedOn })
  await queueEmail(payload, { kind: 'waitlist-lapsed', to: offer.contact_email, ...email, dedupeKey: `waitlist-lapsed:${offer.id}:${offer.offer_booking_id}` }, tx.req)
}

async function makeOffer(
  payload: Payload,
  tx: OpenTx,
  schedule: ScheduleRow,
  entry: EntryRow,
  { offeredUntil }: { start: Date; offeredUntil: Date },
  now: Date,
): Promise<void> {
  const kind = entry.class_type as BookingKind
  const party = await partyOf(tx.db, Number(entry.id))
  const quote = quoteBooking(kind, Number(schedule.price_cents), party.length)
  const booking = await createHeldBooking(payload, tx.req, {
    scheduleId: schedule.id,
    classType: kind,
    contact: { firstName: entry.contact_first_name, lastName: entry.contact_last_name, email: entry.contact_email, phone: entry.contact_phone },
    party: party.map((p) => ({ firstName: p.first_name, lastName: p.last_name, ageGroup: p.age_group as '16+' })),
    quote,
    dueCents: quote.totalCents,
    holdExpiresAt: offeredUntil,
    stripe: stripeClient(),
    note: { action: `waitlist offer: seats held until ${pacificDateTime(offeredUntil.toISOString())} Pacific`, actor: SYSTEM },
  })
  await markOffered(tx.db, Number(entry.id), offeredUntil, booking.id)
  await recordEntryEvent(tx, Number(entry.id), `Offered ${count(quote.seats, 'seat')}, held until ${pacificDateTime(offeredUntil.toISOString())} Pacific (booking ${booking.id})`, SYSTEM, now)
  const email = waitlistOfferEmail({ ...entryEmailData(schedule, entry), offeredUntil })
  await queueEmail(payload, { kind: 'waitlist-offer', to: entry.contact_email, ...email, bookingId: booking.id, dedupeKey: `waitlist-offer:${entry.id}:${booking.id}` }, tx.req)
}
