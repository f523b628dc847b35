import type { Payload } from 'payload'

import { type BookingRequest, bookingRequestSchema, formProblems } from '@/domain/bookings/bookingRequest'
import { type LimitRule, normaliseEmail } from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'

import { verifyCaptcha } from '../captcha'
import { emailKey } from '../limits/keys'
import { consumeLimits } from '../limits/limiter'
import type { HoldClient } from '../limits/liveHolds'

/**
 * What is checked of a booking form sent to a public endpoint (a booking, a waitlist join) before any seat is
 * looked at: its shape, the captcha, and the hourly limits of the email and the address. `address` is the caller's
 * network address when known (clientAddress), else null: then only the email is limited.
 */
export async function admitPublicRequest(
  payload: Payload,
  input: unknown,
  address: string | null,
  { invalid, perEmail, perAddress }: { invalid: string; perEmail: LimitRule; perAddress: LimitRule },
): Promise<{ request: BookingRequest; client: HoldClient }> {
  const parsed = bookingRequestSchema.safeParse(input)
  if (!parsed.success) {
    const { messages, fields } = formProblems(parsed.error)
    throw new AppError('INVALID_INPUT', messages[0] ?? invalid, { messages, fields: [...fields] })
  }
  const request = parsed.data
  await verifyCaptcha(request.recaptchaToken, { remoteIp: address ?? undefined })
  const client: HoldClient = { email: normaliseEmail(request.contactInfo.email), address }
  await consumeLimits(payload, [{ rule: perEmail, key: emailKey(client.email) }, ...(client.address ? [{ rule: perAddress, key: client.address }] : [])])
  return { request, client }
}
