import { BOOKING_NUMBER_PATTERN } from '@/domain/bookings/bookingNumber'
import { quoteBooking } from '@/domain/bookings/pricing'
import type { Class } from '@/payload-types'
import { DEMO_SESSION_PREFIX } from '@/server/payments/stripe'
import { newWaitlistTokenFields } from '@/server/waitlist/waitlistToken'

import { bookings } from './data/bookings'
import type { ClassKey } from './data/classes'
import { demoSchedules, type ScheduleKey } from './data/schedules'
import { waitlist } from './data/waitlist'
import { BOOKING_KIND, findOrCreate, type SeedContext } from './seedContext'

const DAY_MS = 24 * 60 * 60 * 1000

/** The demo schedules relative to `now`, their bookings with participants, and the waitlist of the full ones. */
export async function seedSchedulesAndBookings(ctx: SeedContext, now: Date, classDocs: Record<ClassKey, Class>): Promise<void> {
  const byKey = new Map<ScheduleKey, { id: number; klass: Class }>()
  for (const { key, classKey, data } of demoSchedules(now)) {
    const klass = classDocs[classKey]
    const doc = await ctx.payload.create({
      collection: 'schedules',
      data: { ...data, class: klass.id },
      depth: 0,
      overrideAccess: true,
      req: ctx.req(),
    })
    ctx.created.schedules++
    if (key) byKey.set(key, { id: doc.id, klass })
  }

  const daysAgo = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() - days * DAY_MS).toISOString())

  for (const booking of bookings) {
    if (!BOOKING_NUMBER_PATTERN.test(booking.bookingNumber)) {
      throw new Error(`Demo booking number ${booking.bookingNumber} does not match ${BOOKING_NUMBER_PATTERN}`)
    }
    const schedule = byKey.get(booking.scheduleKey)
    if (!schedule) throw new Error(`Demo booking ${booking.bookingNumber} names unknown schedule "${booking.scheduleKey}"`)

    const [contact] = booking.participants
    const count = booking.participants.length
    const imported = booking.source === 'import'
    const kind = BOOKING_KIND[schedule.klass.type]
    // Paid as the site's own demo checkout pays: priced as the booking page prices, with a demo payment to refund.
    const paidAt = imported ? null : daysAgo(booking.paidDaysAgo)
    const created = await findOrCreate(ctx, 'bookings', { bookingNumber: { equals: booking.bookingNumber } }, {
      bookingNumber: booking.bookingNumber,
      status: 'confirmed',
      source: booking.source,
      classType: kind,
      schedule: schedule.id,
      contactFirstName: contact.firstName,
      contactLastName: contact.lastName,
      contactEmail: booking.email,
      contactPhone: booking.phone,
      participantCount: count,
      seats: count,
      totalCents: imported ? 0 : quoteBooking(kind, schedule.klass.priceCents, count - 1).totalCents,
      externalGroupId: booking.externalGroupId ?? null,
      paidAt,
      stripeSessionId: paidAt ? `${DEMO_SESSION_PREFIX}seed-${booking.bookingNumber}` : null,
      confirmationEmailStatus: booking.confirmationEmail.status,
      confirmationEmailOpenedAt: daysAgo(booking.confirmationEmail.openedDaysAgo),
      reminderEmailStatus: booking.reminderEmail?.status ?? null,
      reminderEmailOpenedAt: daysAgo(booking.reminderEmail?.openedDaysAgo),
    })
    // An older booking with this number (its schedule since deleted) keeps its own participants.
    if (created.schedule !== schedule.id) continue

    for (const [index, participant] of booking.participants.entries()) {
      await ctx.payload.create({
        collection: 'participants',
        data: {
          booking: created.id,
          schedule: schedule.id,
          firstName: participant.firstName,
          lastName: participant.lastName,
          ageGroup: participant.ageGroup,
          isPrimaryContact: index === 0,
          attendance: participant.attendance ?? 'Not Recorded',
        },
        depth: 0,
        overrideAccess: true,
        req: ctx.req(),
      })
      ctx.created.participants++
    }
  }

  const positions = new Map<ScheduleKey, number>()
  for (const { scheduleKey, contact, party } of waitlist) {
    const schedule = byKey.get(scheduleKey)
    if (!schedule) throw new Error(`Demo waitlist entry of ${contact.email} names unknown schedule "${scheduleKey}"`)
    const position = (positions.get(scheduleKey) ?? 0) + 1
    positions.set(scheduleKey, position)
    await ctx.payload.create({
      collection: 'waitlist-entries',
      data: {
        schedule: schedule.id,
        position,
        status: 'waiting',
        classType: BOOKING_KIND[schedule.klass.type],
        seats: 1 + party.length,
        contactFirstName: contact.firstName,
        contactLastName: contact.lastName,
        contactEmail: contact.email,
        contactPhone: contact.phone,
        party,
        ...newWaitlistTokenFields(),
      },
      depth: 0,
      overrideAccess: true,
      req: ctx.req(),
    })
    ctx.created['waitlist-entries']++
  }
}
