import type { Payload } from 'payload'

import type { BookingRequest } from '@/domain/bookings/bookingRequest'
import {
  BOOKINGS_PER_ADDRESS,
  BOOKINGS_PER_EMAIL,
  CREDIT_CODES_PER_ADDRESS,
  CREDIT_CODES_PER_EMAIL,
  PROMO_CODES_PER_ADDRESS,
  PROMO_CODES_PER_EMAIL,
} from '@/domain/limits/publicLimits'

import { emailKey } from '../limits/keys'
import { consumeLimit } from '../limits/limiter'
import type { HoldClient } from '../limits/liveHolds'
import { admitPublicRequest } from './admitPublicRequest'

/**
 * A booking request is admitted as any public form is (admitPublicRequest), under the bookings' hourly limits, and
 * under the class credit codes' and promo codes' limits too when one is given.
 */
export async function admitBookingRequest(
  payload: Payload,
  input: unknown,
  address: string | null,
): Promise<{ request: BookingRequest; client: HoldClient }> {
  const admitted = await admitPublicRequest(payload, input, address, {
    invalid: 'Invalid booking',
    perEmail: BOOKINGS_PER_EMAIL,
    perAddress: BOOKINGS_PER_ADDRESS,
  })
  const { request, client } = admitted
  if (request.creditCode) {
    await consumeLimit(payload, CREDIT_CODES_PER_EMAIL, emailKey(client.email))
    if (client.address) await consumeLimit(payload, CREDIT_CODES_PER_ADDRESS, client.address)
  }
  if (request.promoCode) {
    await consumeLimit(payload, PROMO_CODES_PER_EMAIL, emailKey(client.email))
    if (client.address) await consumeLimit(payload, PROMO_CODES_PER_ADDRESS, client.address)
  }
  return admitted
}
