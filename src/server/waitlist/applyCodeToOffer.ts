import type { Payload } from 'payload'

import { CREDIT_CODES_PER_ADDRESS, CREDIT_CODES_PER_EMAIL } from '@/domain/limits/publicLimits'
import type { Booking } from '@/payload-types'

import { recordCreditBooking, reserveCredit } from '../credits/creditLedger'
import { emailKey } from '../limits/keys'
import { consumeLimit } from '../limits/limiter'
import type { Tx } from '../transaction'

/** A code given with an offer's Pay counts against the code-guessing limits, as on the booking forms. */
export async function countOfferCode(payload: Payload, email: string, address: string | null): Promise<void> {
  await consumeLimit(payload, CREDIT_CODES_PER_EMAIL, emailKey(email))
  if (address) await consumeLimit(payload, CREDIT_CODES_PER_ADDRESS, address)
}

/**
 * A class credit or gift certificate code given with a waitlist offer's Pay, under the offer booking's lock: it takes
 * what it covers from what the offer charges (given back, like a booking's, if the offer lapses). A booking that
 * already used a code keeps what it has (the caller gives none once a Stripe checkout is open). Answers the booking as it now stands.
 */
export async function applyCodeToOffer(payload: Payload, tx: Tx, booking: Booking, code: string, now: Date): Promise<Booking> {
  if (booking.classCredit != null || booking.totalCents <= 0) return booking
  const credit = await reserveCredit(tx, code, booking.totalCents, now)
  await recordCreditBooking(tx, credit, booking.id)
  return payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { classCredit: credit.creditId, creditCents: credit.appliedCents, totalCents: credit.dueCents },
    req: tx.req,
    overrideAccess: true, // system call: the offer's holder paid part of it with a code, checked under the credit's lock
  })
}
