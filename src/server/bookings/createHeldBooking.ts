import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { validations, ValidationError } from 'payload'
import type Stripe from 'stripe'

import { makeBookingNumber } from '@/domain/bookings/bookingNumber'
import type { Quote } from '@/domain/bookings/pricing'
import { DEMO_SESSION_PREFIX, FREE_SESSION_PREFIX } from '@/domain/bookings/sessionIds'
import type { BookingKind } from '@/domain/bookings/bookingKind'
import type { Participant } from '@/payload-types'
import { insertHeldBooking } from '@/server/db/heldBookings'

import { invalidate } from '../cache/invalidate'
import { CACHE_TAGS } from '../cache/tags'
import type { CheckoutBooking } from '../payments/openCheckout'
import { drizzleOf } from '../transaction'
import { type BookingEventNote, historyEntryOf } from './bookingHistory'
import { newManageTokenFields } from './manageToken'

type Person = { firstName: string; lastName: string; ageGroup: Participant['ageGroup'] }

export type HeldBookingInput = {
  scheduleId: number
  classType: BookingKind
  contact: { firstName: string; lastName: string; email: string; phone: string }
  /** The participants besides the contact, who is always the first participant. */
  party: Person[]
  quote: Quote
  /** What the checkout will ask for (the quote less any class credit). */
  dueCents: number
  holdExpiresAt: Date
  /** Null: no Stripe, the demo checkout is used. */
  stripe: Stripe | null
  /** What only one caller sets (the price before a promo code or credit, the credit used, the checkout cancel token, the client address). */
  extra?: {
    listPriceCents?: number
    promoCodeId?: number
    discountCents?: number
    classCreditId?: number
    creditCents?: number
    checkoutCancelTokenHash?: string
    clientAddressHash?: string
  }
  /** What the booking's history says of its creation, when not 'created' by the system. */
  note?: BookingEventNote
}

/**
 * Inserts a held booking, the first entry of its history and its participants in the caller's transaction: the public
 * booking form's and the waitlist offer's. It is made as the Bookings collection's create hooks would make it (a booking
 * number, a manage link, the waiver version in force, the history entry, the seats' cached pages dropped), in one
 * statement instead of Payload's create pipeline and read-backs. A session id is set at once when no Stripe Checkout
 * will be opened (nothing to pay, or the demo checkout).
 */
export async function createHeldBooking(payload: Payload, req: Partial<PayloadRequest>, input: HeldBookingInput): Promise<CheckoutBooking> {
  const { contact, quote, dueCents, scheduleId, extra = {} } = input
  refuseWhatPayloadRefuses(contact.email)
  const booking = {
    bookingNumber: makeBookingNumber(randomBytes),
    classType: input.classType,
    scheduleId,
    contactFirstName: contact.firstName,
    contactLastName: contact.lastName,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    participantCount: quote.participantCount,
    seats: quote.seats,
    totalCents: dueCents,
    holdExpiresAt: input.holdExpiresAt,
    listPriceCents: extra.listPriceCents ?? null,
    promoCodeId: extra.promoCodeId ?? null,
    discountCents: extra.discountCents ?? null,
    classCreditId: extra.classCreditId ?? null,
    creditCents: extra.creditCents ?? null,
    stripeSessionId: localSession(dueCents, input.stripe),
    checkoutCancelTokenHash: extra.checkoutCancelTokenHash ?? null,
    clientAddressHash: extra.clientAddressHash ?? null,
    ...newManageTokenFields(),
  }
  const history = historyEntryOf({
    operation: 'create',
    previous: undefined,
    doc: { ...booking, status: 'held', schedule: scheduleId, moveCount: 0 },
    user: req.user,
    note: input.note,
  })!
  const people = [
    { firstName: contact.firstName, lastName: contact.lastName, ageGroup: '16+' as const, isPrimaryContact: true },
    ...input.party.map((p) => ({ ...p, isPrimaryContact: false })),
  ]
  const id = await insertHeldBooking(await drizzleOf(payload, req), booking, history, new Date(), people)
  invalidate([CACHE_TAGS.seats]) // applied when the request ends, after the transaction has committed
  return { id, ...booking, holdExpiresAt: booking.holdExpiresAt.toISOString() }
}

function localSession(dueCents: number, stripe: Stripe | null): string | null {
  if (dueCents === 0) return `${FREE_SESSION_PREFIX}${randomUUID()}`
  return stripe ? null : `${DEMO_SESSION_PREFIX}${randomUUID()}`
}

/** The booking form's email rule is looser than the collection's email field, whose refusal stopped the create. */
function refuseWhatPayloadRefuses(email: string): void {
  const stub = { req: { payload: { config: {} }, t: (key: string) => key }, required: true }
  if (validations.email(email, stub as never) === true) return
  throw new ValidationError({ collection: 'bookings', errors: [{ path: 'contactEmail', message: 'Please enter a valid email address.' }] })
}
