import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest, RequestContext } from 'payload'
import type Stripe from 'stripe'

import type { Quote } from '@/domain/bookings/pricing'
import { DEMO_SESSION_PREFIX, FREE_SESSION_PREFIX } from '@/domain/bookings/sessionIds'
import type { BookingKind } from '@/domain/bookings/bookingKind'
import type { Booking, Participant } from '@/payload-types'
import { insertParticipants } from '@/server/db/participants'

import { drizzleOf } from '../transaction'

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
  /** What only one caller sets (credit used, checkout cancel token, client address). */
  extra?: Partial<Booking>
  context?: RequestContext
}

/**
 * Inserts a held booking and its participants in the caller's transaction: the public booking form's and the
 * waitlist offer's. A session id is set at once when no Stripe Checkout will be opened (nothing to pay, or the demo
 * checkout).
 */
export async function createHeldBooking(payload: Payload, req: Partial<PayloadRequest>, input: HeldBookingInput): Promise<Booking> {
  const { contact, quote, dueCents, scheduleId } = input
  const booking = await payload.create({
    collection: 'bookings',
    data: {
      status: 'held',
      source: 'website',
      classType: input.classType,
      schedule: scheduleId,
      contactFirstName: contact.firstName,
      contactLastName: contact.lastName,
      contactEmail: contact.email,
      contactPhone: contact.phone,
      participantCount: quote.participantCount,
      seats: quote.seats,
      totalCents: dueCents,
      holdExpiresAt: input.holdExpiresAt.toISOString(),
      ...input.extra,
      ...localSession(dueCents, input.stripe),
    },
    ...(input.context ? { context: input.context } : {}),
    req,
    depth: 0, // the caller needs the booking's own fields, not its class and lists
    overrideAccess: true, // system call: a held booking its caller checked and priced
  })
  const people = [
    { firstName: contact.firstName, lastName: contact.lastName, ageGroup: '16+' as const, isPrimaryContact: true },
    ...input.party.map((p) => ({ ...p, isPrimaryContact: false })),
  ]
  await insertParticipants(await drizzleOf(payload, req), { bookingId: booking.id, scheduleId }, people, new Date())
  return booking
}

function localSession(dueCents: number, stripe: Stripe | null): { stripeSessionId?: string } {
  if (dueCents === 0) return { stripeSessionId: `${FREE_SESSION_PREFIX}${randomUUID()}` }
  return stripe ? {} : { stripeSessionId: `${DEMO_SESSION_PREFIX}${randomUUID()}` }
}
