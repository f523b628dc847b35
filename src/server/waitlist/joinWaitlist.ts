import type { Payload } from 'payload'

import { bookingKindOf } from '@/domain/bookings/bookingKind'
import { classStart } from '@/domain/bookings/classStart'
import { quoteBooking } from '@/domain/bookings/pricing'
import { WAITLIST_JOINS_PER_ADDRESS, WAITLIST_JOINS_PER_EMAIL } from '@/domain/limits/publicLimits'
import { cardAction } from '@/domain/schedule/cardAction'
import { remainingSeats } from '@/domain/schedule/seats'
import { isWaitlistClosed } from '@/domain/waitlist/offerWindow'
import { waitlistJoinedEmail } from '@/domain/waitlist/waitlistEmails'
import { waitlistOpen } from '@/domain/waitlist/waitlistOpen'
import { count } from '@/domain/text/count'
import { AppError } from '@/lib/errors'

import { admitPublicRequest } from '../bookings/admitPublicRequest'
import { invalidate } from '../cache/invalidate'
import { CACHE_TAGS } from '../cache/tags'
import { queueEmail } from '../email/outbox'
import { bookableClass, lockSchedule } from '@/server/db/schedules'
import { isOnList, nextPosition } from '@/server/db/waitlistEntries'
import { seatsTaken } from '../seats'
import { inTransaction } from '../transaction'
import { recordEntryEvent } from './entryHistory'
import { selectSchedule } from '../db/schedules'
import type { EntryRow } from '../db/waitlistEntries'
import { entryEmailData } from './waitlistRows'
import { newWaitlistTokenFields, waitlistPath } from './waitlistToken'

export const ALREADY_WAITING = "You're already on this class's waitlist. Your confirmation email has a link to your place."
export const ROOM_LEFT = 'This class still has room for your party: please book it directly.'

/**
 * POST /api/waitlist-join: the booking form's own rules (contact, party, mother-daughter pairs, ages), the captcha and
 * hourly limits; then, under the class's row lock, the class must be too full for the whole party, still open for
 * registration, and the email not already on its list. Nothing is paid now. Answers the entry's private page.
 */
export async function joinWaitlist(
  payload: Payload,
  input: unknown,
  { now = new Date(), address = null }: { now?: Date; address?: string | null } = {},
): Promise<{ entryId: number; position: number; path: string }> {
  const { request, client } = await admitPublicRequest(payload, input, address, {
    invalid: 'Invalid request',
    perEmail: WAITLIST_JOINS_PER_EMAIL,
    perAddress: WAITLIST_JOINS_PER_ADDRESS,
  })
  const email = client.email

  const joined = await inTransaction(payload, async (tx) => {
    await lockSchedule(tx.db, request.classScheduleId)
    const schedule = await selectSchedule(tx, request.classScheduleId)
    const klass = await bookableClass(tx.db, request.classScheduleId)
    const start = schedule && classStart({ startTime: schedule.start_time, date: schedule.date })
    if (!schedule || !klass || !start || !schedule.is_active) throw new AppError('CLASS_NOT_FOUND', 'Class not found')
    if (schedule.is_cancelled) throw new AppError('CLASS_CANCELLED', 'This class has been cancelled.')
    if (isWaitlistClosed(start, now)) throw new AppError('REGISTRATION_CLOSED', 'The waitlist for this class has closed: registration closes too soon to hold seats for anyone.')
    if (bookingKindOf(klass.class_type) !== request.classType) throw new AppError('WRONG_CLASS_TYPE', 'Invalid class type for this booking page')

    const taken = (await seatsTaken(payload, [schedule.id], { now, transactionID: tx.id })).get(schedule.id) ?? 0
    const remaining = remainingSeats(Number(schedule.available_spots), taken)
    const quote = quoteBooking(request.classType, Number(schedule.price_cents), request.participants.length)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: tx.req }) // system read: a public setting
    const classInput = {
      id: schedule.id,
      type: klass.class_type,
      bookingMethod: klass.booking_method,
      start,
      registrationOpens: klass.registration_opens ? new Date(klass.registration_opens).toISOString() : null,
      bookingUrl: klass.booking_url,
      partnerOrganization: klass.partner_organization,
      businessName: settings.businessName ?? '',
      remaining,
    }
    const bookable = cardAction(classInput, now).kind === 'register'
    if (bookable && quote.seats <= remaining) throw new AppError('ACTION_NOT_ALLOWED', ROOM_LEFT)
    if (!bookable && !waitlistOpen(classInput, now)) throw new AppError('NOT_BOOKABLE_ONLINE', 'This class has no waitlist.')

    if (await isOnList(tx.db, schedule.id, email)) throw new AppError('ACTION_NOT_ALLOWED', ALREADY_WAITING)
    const position = await nextPosition(tx.db, schedule.id)

    const token = newWaitlistTokenFields()
    const entry = await payload.create({
      collection: 'waitlist-entries',
      data: {
        schedule: schedule.id,
        position,
        status: 'waiting',
        classType: request.classType,
        seats: quote.seats,
        contactFirstName: request.contactInfo.firstName,
        contactLastName: request.contactInfo.lastName,
        contactEmail: email,
        contactPhone: request.contactInfo.phone,
        party: request.participants,
        ...token,
      },
      req: tx.req,
      overrideAccess: true, // system call: a visitor's waitlist entry, validated above
    })
    await recordEntryEvent(tx, entry.id, `Joined at position ${position} with ${count(quote.seats, 'seat')}`, 'customer (waitlist form)', now)
    const row = { id: entry.id, contact_first_name: entry.contactFirstName, seats: quote.seats, token_nonce: token.tokenNonce } as EntryRow
    const content = waitlistJoinedEmail(entryEmailData(schedule, row))
    await queueEmail(payload, { kind: 'waitlist-joined', to: email, ...content, dedupeKey: `waitlist-joined:${entry.id}` }, tx.req)
    return { entryId: entry.id, position, path: waitlistPath(token.tokenNonce) }
  })
  // The class's card says how many are waiting.
  invalidate([CACHE_TAGS.seats])
  return joined
}
