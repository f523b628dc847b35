import type { Payload } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { couldTakeBooking } from '@/domain/bookings/move'
import { acceptsMove, isHostedByPartner, type ManageAction, manageOptions, type ManageTier } from '@/domain/manage/manageActions'
import { cardAction } from '@/domain/schedule/cardAction'
import type { Occurrence } from '@/domain/schedule/occurrence'
import { AppError } from '@/lib/errors'
import type { Booking, Participant, Schedule } from '@/payload-types'

import { moveFeesPaidCents as feesPaid } from '../payments/moveFeesPaid'
import { type ListedOccurrence, loadPublicSchedule, toOccurrence } from '../schedule/occurrences'
import type { InRequest } from '../transaction'

export type ManageContext = {
  booking: Booking
  occurrence: Occurrence
  start: Date | null
  participants: Participant[]
  tier: ManageTier
  actions: ManageAction[]
  businessName: string
  /** Reschedule fees paid for moves that were made: not refunded by a full refund (the policy page says so). */
  moveFeesPaidCents: number
}

/** A booking as its manage page and actions see it: the class, its participants, the tier now and what it allows. */
export async function loadManageContext(payload: Payload, bookingId: number, now: Date, req?: InRequest): Promise<ManageContext | null> {
  // System reads: the caller holds the booking's private link (checked before this is called).
  const [booking, settings] = await Promise.all([
    payload.findByID({ collection: 'bookings', id: bookingId, depth: 2, overrideAccess: true, disableErrors: true, req }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
  ])
  const occurrence = booking && typeof booking.schedule === 'object' ? toOccurrence(booking.schedule as Schedule) : null
  if (!booking || !occurrence) return null
  const participants = await payload.find({
    collection: 'participants',
    where: { booking: { equals: bookingId } },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const businessName = settings.businessName ?? ''
  const start = classStart(occurrence)
  const hostedByPartner = isHostedByPartner(booking, occurrence, businessName)
  const { tier, actions } = manageOptions({ status: booking.status, hostedByPartner, classCancelled: occurrence.isCancelled, start }, now)
  const moveFeesPaidCents = await feesPaid(payload, bookingId, req)
  return { booking, occurrence, start, participants: participants.docs, tier, actions, businessName, moveFeesPaidCents }
}

/** The context, refusing with `message` unless the booking's tier allows `action` now. */
export async function requireAction(payload: Payload, bookingId: number, action: ManageAction, now: Date, req: InRequest, message: string): Promise<ManageContext> {
  const context = await loadManageContext(payload, bookingId, now, req)
  if (!context) throw new AppError('MANAGE_LINK_INVALID', INVALID_LINK)
  if (!context.actions.includes(action)) throw new AppError('ACTION_NOT_ALLOWED', message)
  return context
}

export const INVALID_LINK = 'This link is not valid. Please use the link in your most recent booking email, or contact us.'

/**
 * Classes a booking may move to now: upcoming classes of the same kind, other than its own, open for registration on
 * this site (or not open yet, out of a class the studio cancelled) and with seats for the whole booking (checked again
 * under the class's row lock when it moves).
 */
export async function moveTargets(payload: Payload, context: Pick<ManageContext, 'booking' | 'occurrence' | 'businessName' | 'tier'>, now: Date): Promise<ListedOccurrence[]> {
  const listed = await loadPublicSchedule(payload, { now })
  return listed.filter(
    (o) =>
      couldTakeBooking(o, { kind: context.booking.classType, seats: context.booking.seats, scheduleId: context.occurrence.id }) &&
      acceptsMove(cardAction({ ...o, start: classStart(o)!, businessName: context.businessName }, now).kind, context.tier),
  )
}
