import type { Payload } from 'payload'

import { type BookingRequest, bookingRequestSchema, formProblems } from '@/domain/bookings/bookingRequest'
import {
  BOOKINGS_PER_ADDRESS,
  BOOKINGS_PER_EMAIL,
  CREDIT_CODES_PER_ADDRESS,
  CREDIT_CODES_PER_EMAIL,
  normaliseEmail,
} from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'

import { verifyCaptcha } from '../captcha'
import { emailKey } from '../limits/keys'
import { consumeLimit } from '../limits/limiter'
import type { HoldClient } from '../limits/liveHolds'

/**
 * What is checked before any seat is touched: the request's shape, the captcha, and the hourly limits of the email
 * and the address (and of class credit codes, when one is given). `address` is the caller's network address when
 * known (clientAddress), else null: then only the email is limited.
 */
export async function admitBookingRequest(
  payload: Payload,
  input: unknown,
  address: string | null,
): Promise<{ request: BookingRequest; client: HoldClient }> {
  const parsed = bookingRequestSchema.safeParse(input)
  if (!parsed.success) {
    const { messages, fields } = formProblems(parsed.error)
    throw new AppError('INVALID_INPUT', messages[0] ?? 'Invalid booking', { messages, fields: [...fields] })
  }
  const request = parsed.data
  await verifyCaptcha(request.recaptchaToken, { remoteIp: address ?? undefined })
  const client: HoldClient = { email: normaliseEmail(request.contactInfo.email), address }
  await consumeLimit(payload, BOOKINGS_PER_EMAIL, emailKey(client.email))
  if (client.address) await consumeLimit(payload, BOOKINGS_PER_ADDRESS, client.address)
  if (request.creditCode) {
    await consumeLimit(payload, CREDIT_CODES_PER_EMAIL, emailKey(client.email))
    if (client.address) await consumeLimit(payload, CREDIT_CODES_PER_ADDRESS, client.address)
  }
  return { request, client }
}
