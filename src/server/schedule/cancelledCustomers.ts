import type { Payload } from 'payload'

import type { CancelledCustomer } from '@/domain/cms/ownerReports'
import { isHostedByPartner } from '@/domain/manage/manageActions'
import type { Schedule } from '@/payload-types'

import type { InRequest } from '../transaction'
import { toOccurrence } from './occurrences'

/**
 * The customers cancelling this class tells (its confirmed bookings): who, what they paid, and whether the email offers
 * them the choice of a refund or a move, or only tells them the class is off because the host's rules apply (decided
 * as the manage page decides it, isHostedByPartner). Shown to the owner before and after the cancelling save.
 */
export async function cancelledCustomers(payload: Payload, scheduleId: number, req?: InRequest): Promise<CancelledCustomer[]> {
  // System reads for the owner, who may read every booking of the class.
  const [schedule, settings, bookings] = await Promise.all([
    payload.findByID({ collection: 'schedules', id: scheduleId, depth: 1, overrideAccess: true, disableErrors: true, req }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
    payload.find({
      collection: 'bookings',
      where: { and: [{ schedule: { equals: scheduleId } }, { status: { equals: 'confirmed' } }] },
      depth: 0,
      sort: 'id',
      pagination: false,
      overrideAccess: true,
      req,
    }),
  ])
  const occurrence = schedule ? toOccurrence(schedule as Schedule) : null
  if (!occurrence) return []
  return bookings.docs.map((b) => ({
    bookingId: b.id,
    name: `${b.contactFirstName} ${b.contactLastName}`,
    email: b.contactEmail,
    seats: b.seats,
    paidCents: b.totalCents ?? 0,
    creditCents: b.creditCents ?? 0,
    host: isHostedByPartner(b, occurrence, settings.businessName ?? '') ? occurrence.partnerOrganization || 'the partner organization' : null,
  }))
}
