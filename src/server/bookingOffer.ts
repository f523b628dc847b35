import type { Payload } from 'payload'

import { type BookingKind, bookingKindOf } from '@/domain/bookings/bookingKind'
import { classStart } from '@/domain/bookings/classStart'
import { type CardAction, cardAction } from '@/domain/schedule/cardAction'
import { placeOfSchedule } from '@/domain/schedule/place'
import { remainingSeats } from '@/domain/schedule/seats'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import { waitlistOpen } from '@/domain/waitlist/waitlistOpen'
import type { Class, Schedule } from '@/payload-types'
import { getPayloadClient } from '@/server/payloadClient'

import { seatsTaken } from './seats'

/** What a booking page shows about its class: serializable, formatted on the server. */
export type ClassSummary = {
  scheduleId: number
  kind: BookingKind
  className: string
  date: string
  time: string
  location: string
  priceCents: number
  /** Seats left now (the form adds no more people than fit; create-booking checks again under the lock); null when unknown. */
  seatsLeft: number | null
}

/** A class as a booking page sees it: the summary, and what the visitor can do about it right now. */
export type BookingOffer = {
  summary: ClassSummary
  action: CardAction
  partnerOrganization: string | null
  /** The class's type is a community mother-daughter registration (the organizer page's own check). */
  isCommunity: boolean
  /** The class is full and a visitor may join its waitlist instead. */
  waitlistOpen: boolean
}

function toSummary(schedule: Schedule, cls: Class, seatsLeft: number | null): ClassSummary {
  return {
    scheduleId: schedule.id,
    kind: bookingKindOf(cls.type),
    className: cls.name,
    date: schedule.date ? formatClassDate(schedule.date) : '',
    time: formatTimeRange(schedule.startTime, schedule.endTime),
    location: placeOfSchedule(schedule, cls).text,
    priceCents: cls.priceCents,
    seatsLeft,
  }
}

/** Why a booking page has no class to offer; a cancelled class is found, so its page can say it was cancelled. */
export type NoOffer = { missing: 'schedule' | 'class' | 'inactive-class' }

/**
 * The class behind a booking page, judged by the same rules as its card (`cardAction`) with a live seat count, so a
 * page shows a form only where create-booking would accept it.
 */
export async function loadBookingOffer(
  payload: Payload,
  id: string,
  { now, businessName }: { now: Date; businessName: string },
): Promise<BookingOffer | NoOffer> {
  if (!/^\d{1,9}$/.test(id)) return { missing: 'schedule' }
  const schedule = await payload.findByID({
    collection: 'schedules',
    id: Number(id),
    depth: 1,
    disableErrors: true,
    // Read past the visitor rule only to tell "cancelled" from "not found"; a cancelled class shows no more than its name.
    overrideAccess: true,
  })
  if (!schedule) return { missing: 'schedule' }
  const cls = schedule.class
  if (typeof cls !== 'object' || cls === null) return { missing: 'class' }
  if (!cls.isActive) return { missing: 'inactive-class' }
  const start = classStart(schedule)
  if (!start) return { missing: 'schedule' }
  const taken = (await seatsTaken(payload, [schedule.id], { now })).get(schedule.id) ?? 0
  const remaining = remainingSeats(schedule.availableSpots, taken)
  const classInput = {
    id: schedule.id,
    type: cls.type,
    bookingMethod: cls.bookingMethod,
    start,
    registrationOpens: schedule.registrationOpens ?? null,
    bookingUrl: schedule.bookingUrl?.trim() || null,
    partnerOrganization: cls.partnerOrganization ?? null,
    businessName,
    remaining,
    isCancelled: schedule.isCancelled === true,
  }
  const action = cardAction(classInput, now)
  return {
    summary: toSummary(schedule, cls, remaining),
    action,
    partnerOrganization: cls.partnerOrganization ?? null,
    isCommunity: cls.type.includes('community') && cls.type.includes('mother'),
    waitlistOpen: waitlistOpen(classInput, now),
  }
}

/** loadBookingOffer for the public booking pages. */
export const getBookingOffer = async (id: string, options: { now: Date; businessName: string }): Promise<BookingOffer | NoOffer> =>
  loadBookingOffer(await getPayloadClient(), id, options)
