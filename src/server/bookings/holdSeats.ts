import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { type BookingKind, bookingPath } from '@/domain/bookings/bookingKind'
import type { BookingRequest } from '@/domain/bookings/bookingRequest'
import { holdExpiry, seatConflictMessage } from '@/domain/bookings/holds'
import { quoteBooking } from '@/domain/bookings/pricing'
import { classStart } from '@/domain/bookings/classStart'
import { unavailableMessage } from '@/domain/bookings/unavailable'
import { cardAction } from '@/domain/schedule/cardAction'
import { remainingSeats } from '@/domain/schedule/seats'
import { AppError } from '@/lib/errors'
import { isBookingNumberTaken } from '@/server/db/heldBookings'
import { type BookableClassRow, bookableClass } from '@/server/db/schedules'

import { recordCreditBooking, reserveCredit } from '../credits/creditLedger'
import { pricePromo } from '../promos/pricePromo'
import { addressKey } from '../limits/keys'
import { assertRoomForHold, type HoldClient } from '../limits/liveHolds'
import { seatsTaken } from '../seats'
import { inTransaction } from '../transaction'
import { createHeldBooking } from './createHeldBooking'

/**
 * In one transaction: refuse a client who already has too many live holds, lock the schedule row, count the seats,
 * refuse what does not fit or is outside the registration window, and insert the held booking with its participants
 * (createHeldBooking).
 */
export async function holdSeats(...args: Parameters<typeof holdSeatsOnce>) {
  const [payload, request] = args
  try {
    return await holdSeatsOnce(...args)
  } catch (error) {
    // A booking-number collision (unique index) is astronomically rare; one retry makes it vanish.
    if (!isBookingNumberTaken(error)) throw error
    payload.logger.warn({ msg: 'booking number collision, retrying once', scheduleId: request.classScheduleId })
    return holdSeatsOnce(...args)
  }
}

async function holdSeatsOnce(
  payload: Payload,
  request: BookingRequest,
  client: HoldClient,
  now: Date,
  stripe: Stripe | null,
  cancelTokenHash: string,
) {
  return inTransaction(payload, async (tx) => {
    await assertRoomForHold(tx, client, now)
    const schedule = await bookableClass(tx.db, request.classScheduleId, { lock: true })
    if (!schedule || !schedule.is_active) throw new AppError('CLASS_NOT_FOUND', 'Class not found')
    const taken = (await seatsTaken(payload, [schedule.id], { now, transactionID: tx.id })).get(schedule.id) ?? 0
    const remaining = remainingSeats(Number(schedule.available_spots), taken)
    assertBookable(schedule, { kind: request.classType, remaining, businessName: schedule.business_name ?? '', now })

    const quote = quoteBooking(request.classType, Number(schedule.price_cents), request.participants.length)
    if (quote.seats > remaining) {
      throw new AppError('CLASS_FULL', seatConflictMessage(remaining), { remaining })
    }
    // The promo code's use counts from here (under its row lock) while this booking holds its seats.
    const promo = request.promoCode ? await pricePromo(tx.db, request.promoCode, { kind: request.classType, quote, email: client.email }, now, { lock: true }) : null
    const afterPromoCents = quote.totalCents - (promo?.discountCents ?? 0)
    // Taken now, under the credit's lock; given back if this hold lapses or its checkout is cancelled.
    const credit = request.creditCode && afterPromoCents > 0 ? await reserveCredit(tx, request.creditCode, afterPromoCents, now) : null
    const dueCents = credit ? credit.dueCents : afterPromoCents

    const booking = await createHeldBooking(payload, tx.req, {
      scheduleId: schedule.id,
      classType: request.classType,
      contact: request.contactInfo,
      party: request.participants,
      quote,
      dueCents,
      holdExpiresAt: holdExpiry(now),
      stripe,
      extra: {
        listPriceCents: quote.totalCents,
        ...(promo ? { promoCodeId: promo.promoId, discountCents: promo.discountCents } : {}),
        ...(credit ? { classCreditId: credit.creditId, creditCents: credit.appliedCents } : {}),
        checkoutCancelTokenHash: cancelTokenHash,
        ...(client.address ? { clientAddressHash: addressKey(client.address) } : {}),
      },
    })
    if (credit) await recordCreditBooking(tx, credit, booking.id)
    return { booking, quote, className: schedule.class_name, ...(promo ? { promoCode: promo.code } : {}) }
  })
}

const REFUSALS = {
  cancelled: 'CLASS_CANCELLED',
  closed: 'REGISTRATION_CLOSED',
  'opens-later': 'REGISTRATION_NOT_OPEN',
  'coming-soon': 'REGISTRATION_NOT_OPEN',
  'register-external': 'NOT_BOOKABLE_ONLINE',
  contact: 'NOT_BOOKABLE_ONLINE',
} as const

/** The same decision as the class's card and booking page (`cardAction`), taken under the schedule row lock. */
function assertBookable(
  schedule: BookableClassRow,
  { kind, remaining, businessName, now }: { kind: BookingKind; remaining: number; businessName: string; now: Date },
): void {
  const start = classStart({ startTime: schedule.start_time, date: schedule.date })
  if (!start) throw new AppError('CLASS_NOT_FOUND', 'Class not found')
  const action = cardAction(
    {
      id: schedule.id,
      type: schedule.class_type,
      bookingMethod: schedule.booking_method,
      start,
      registrationOpens: schedule.registration_opens ? new Date(schedule.registration_opens).toISOString() : null,
      bookingUrl: schedule.booking_url?.trim() || null,
      partnerOrganization: schedule.partner_organization,
      businessName,
      remaining,
      isCancelled: schedule.is_cancelled === true,
    },
    now,
  )
  if (action.kind === 'register') {
    if (action.href !== bookingPath(kind, schedule.id)) throw new AppError('WRONG_CLASS_TYPE', 'Invalid class type for this booking page')
    return
  }
  if (action.kind === 'full') throw new AppError('CLASS_FULL', seatConflictMessage(remaining), { remaining })
  throw new AppError(REFUSALS[action.kind], unavailableMessage(action, schedule.partner_organization), {
    ...(action.kind === 'opens-later' ? { opensAt: action.opensAt } : {}),
  })
}
