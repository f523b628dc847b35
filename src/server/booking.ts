import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { bookingKindOf, bookingPath } from '@/domain/bookings/bookingKind'
import { type BookingRequest, bookingRequestSchema, formProblems } from '@/domain/bookings/bookingRequest'
import { checkoutExpiresAt, holdExpiry, seatConflictMessage } from '@/domain/bookings/holds'
import { type Quote, quoteBooking } from '@/domain/bookings/pricing'
import { formatOpensAt, registrationWindow } from '@/domain/bookings/registrationWindow'
import { remainingSeats } from '@/domain/schedule/seats'
import type { BookingKind, ClassType } from '@/domain/values'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { Booking } from '@/payload-types'

import { verifyCaptcha } from './captcha'
import { fulfil } from './fulfilment'
import { stripeClient } from './payments/stripe'
import { seatsTaken } from './seats'
import { inTransaction } from './transaction'

type LockedSchedule = {
  id: number
  available_spots: string | number
  start_time: string | Date | null
  date: string | null
  registration_opens: string | Date | null
  is_cancelled: boolean | null
  class_name: string
  class_type: ClassType
  price_cents: string | number | null
  is_active: boolean | null
  booking_method: string
}

export type CreatedBooking = { bookingId: number; bookingNumber: string; checkoutUrl: string; quote: Quote }

/** Demo checkout sessions are named like this; the demo page takes the session id, never the booking id alone. */
export const DEMO_SESSION_PREFIX = 'demo_'
/** A free class (priced $0) has no payment: its booking is confirmed at once under this session id. */
export const FREE_SESSION_PREFIX = 'free_'

/** Session ids this server made itself: no payment provider knows them. */
export const isLocalSessionId = (sessionId: string): boolean =>
  sessionId.startsWith(DEMO_SESSION_PREFIX) || sessionId.startsWith(FREE_SESSION_PREFIX)

/**
 * POST /api/create-booking: validate, check the captcha, then in one transaction lock the schedule row, count the
 * seats, refuse what does not fit or is outside the registration window, and insert the held booking with its
 * participants; after the commit, open the checkout (Stripe, or the demo checkout when Stripe is not configured).
 */
export async function createBooking(
  payload: Payload,
  input: unknown,
  { now = new Date(), remoteIp, stripe = stripeClient() }: { now?: Date; remoteIp?: string; stripe?: Stripe | null } = {},
): Promise<CreatedBooking> {
  const parsed = bookingRequestSchema.safeParse(input)
  if (!parsed.success) {
    const { messages, fields } = formProblems(parsed.error)
    throw new AppError('VALIDATION', messages[0] ?? 'Invalid booking', { messages, fields: [...fields] })
  }
  const request = parsed.data
  await verifyCaptcha(request.recaptchaToken, { remoteIp })

  let held: Awaited<ReturnType<typeof holdSeats>>
  try {
    held = await holdSeats(payload, request, now, stripe)
  } catch (error) {
    // A booking-number collision (unique index) is astronomically rare; one retry makes it vanish.
    if (!isBookingNumberCollision(error)) throw error
    payload.logger.warn({ msg: 'booking number collision, retrying once', scheduleId: request.classScheduleId })
    held = await holdSeats(payload, request, now, stripe)
  }

  const { booking, quote, className } = held
  if (quote.totalCents === 0) {
    // Stripe cannot take a $0 payment, and there is nothing to take: confirm through the same path as a payment.
    const sessionId = booking.stripeSessionId!
    await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'paid' }, { now, stripe: null })
    const checkoutUrl = `/stripe-success?session_id=${encodeURIComponent(sessionId)}&booking_id=${booking.id}`
    return { bookingId: booking.id, bookingNumber: booking.bookingNumber!, checkoutUrl, quote }
  }
  if (!stripe) {
    return { bookingId: booking.id, bookingNumber: booking.bookingNumber!, checkoutUrl: `/demo-checkout/${booking.stripeSessionId}`, quote }
  }

  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: quote.units,
            price_data: {
              currency: 'usd',
              unit_amount: quote.unitCents,
              product_data: { name: `${className} — ${quote.unit === 'pair' ? 'mother & daughter pair' : 'per person'}` },
            },
          },
        ],
        customer_email: booking.contactEmail,
        client_reference_id: String(booking.id),
        metadata: { bookingId: String(booking.id), bookingNumber: booking.bookingNumber ?? '' },
        payment_intent_data: { metadata: { bookingId: String(booking.id) } },
        expires_at: checkoutExpiresAt(new Date(booking.holdExpiresAt!), new Date()),
        success_url: `${env.SERVER_URL}/stripe-success?session_id={CHECKOUT_SESSION_ID}&booking_id=${booking.id}`,
        cancel_url: `${env.SERVER_URL}${bookingPath(request.classType, request.classScheduleId)}`,
      },
      { idempotencyKey: `checkout-session-${booking.id}` },
    )
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { stripeSessionId: session.id },
      overrideAccess: true, // system call: recording the checkout of the booking just created
    })
    if (!session.url) throw new Error('Stripe answered without a checkout URL')
    return { bookingId: booking.id, bookingNumber: booking.bookingNumber!, checkoutUrl: session.url, quote }
  } catch (error) {
    payload.logger.error({ msg: 'checkout session failed; releasing the hold', bookingId: booking.id, err: error })
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { status: 'expired' },
      overrideAccess: true, // system call: releasing the seats of a booking that cannot be paid
    })
    throw new AppError('PAYMENT_UNAVAILABLE', 'There was an error processing your booking.', { bookingId: booking.id })
  }
}

async function holdSeats(payload: Payload, request: BookingRequest, now: Date, stripe: Stripe | null) {
  return inTransaction(payload, async (tx) => {
    const locked = await tx.db.execute<LockedSchedule>(sql`
      select s.id, s.available_spots, s.start_time, s.date, s.registration_opens, s.is_cancelled,
             c.name as class_name, c.type as class_type, c.price_cents, c.is_active, c.booking_method
      from schedules s join classes c on c.id = s.class_id
      where s.id = ${request.classScheduleId}
      for update of s`)
    const schedule = locked.rows[0]
    assertBookable(schedule, request.classType, now)

    const quote = quoteBooking(request.classType, Number(schedule.price_cents), request.participants.length)
    const taken = (await seatsTaken(payload, [schedule.id], { now, transactionID: tx.id })).get(schedule.id) ?? 0
    const remaining = remainingSeats(Number(schedule.available_spots), taken)
    if (quote.seats > remaining) {
      throw new AppError('CLASS_FULL', seatConflictMessage(remaining), { remaining })
    }

    const booking: Booking = await payload.create({
      collection: 'bookings',
      data: {
        status: 'held',
        source: 'website',
        classType: request.classType,
        schedule: schedule.id,
        contactFirstName: request.contactInfo.firstName,
        contactLastName: request.contactInfo.lastName,
        contactEmail: request.contactInfo.email,
        contactPhone: request.contactInfo.phone,
        participantCount: quote.participantCount,
        seats: quote.seats,
        totalCents: quote.totalCents,
        holdExpiresAt: holdExpiry(now).toISOString(),
        ...(quote.totalCents === 0
          ? { stripeSessionId: `${FREE_SESSION_PREFIX}${randomUUID()}` }
          : stripe
            ? {}
            : { stripeSessionId: `${DEMO_SESSION_PREFIX}${randomUUID()}` }),
      },
      req: tx.req,
      overrideAccess: true, // system call: a visitor's booking, validated and priced above
    })
    const people = [
      { firstName: request.contactInfo.firstName, lastName: request.contactInfo.lastName, ageGroup: '16+' as const, isPrimaryContact: true },
      ...request.participants.map((p) => ({ ...p, isPrimaryContact: false })),
    ]
    for (const person of people) {
      await payload.create({
        collection: 'participants',
        data: { ...person, booking: booking.id, schedule: schedule.id, attendance: 'Not Recorded' },
        req: tx.req,
        overrideAccess: true, // system call: participants of the booking above
      })
    }
    return { booking, quote, className: schedule.class_name }
  })
}

function assertBookable(schedule: LockedSchedule | undefined, kind: BookingKind, now: Date): asserts schedule is LockedSchedule {
  if (!schedule || !schedule.is_active) throw new AppError('CLASS_NOT_FOUND', 'Class not found')
  if (schedule.is_cancelled) throw new AppError('CLASS_CANCELLED', 'This class has been cancelled')
  if (bookingKindOf(schedule.class_type) !== kind) {
    throw new AppError('WRONG_CLASS_TYPE', 'Invalid class type for this booking page')
  }
  if (schedule.booking_method !== 'swsd website') {
    throw new AppError('NOT_BOOKABLE_ONLINE', 'This class does not take bookings on this site.')
  }
  const window = registrationWindow(
    { startTime: schedule.start_time, date: schedule.date, registrationOpens: schedule.registration_opens },
    now,
  )
  if (window.state === 'closed') throw new AppError('REGISTRATION_CLOSED', 'Registration for this class has closed.')
  if (window.state === 'not-open') {
    throw new AppError('REGISTRATION_NOT_OPEN', `Registration opens ${formatOpensAt(window.opensAt)}.`, {
      opensAt: window.opensAt.toISOString(),
    })
  }
}

function isBookingNumberCollision(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const data = (error as { data?: { errors?: { path?: string }[] } }).data
  return error.name === 'ValidationError' && Boolean(data?.errors?.some((e) => e.path === 'bookingNumber'))
}
