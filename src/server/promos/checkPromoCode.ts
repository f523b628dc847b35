import type { Payload } from 'payload'
import { z } from 'zod'

import { bookingKindOf } from '@/domain/bookings/bookingKind'
import { quoteBooking } from '@/domain/bookings/pricing'
import { PROMO_CHECKS_GLOBAL, PROMO_CODES_PER_ADDRESS, PROMO_CODES_PER_EMAIL, normaliseEmail } from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'

import { bookableClass } from '../db/schedules'
import { emailKey } from '../limits/keys'
import { consumeLimit } from '../limits/limiter'
import { drizzleOf } from '../transaction'
import { pricePromo } from './pricePromo'

export const checkPromoCodeInput = z.object({
  code: z.string().trim().min(1, 'Please enter a promo code.').max(40, 'Please check your promo code.'),
  classScheduleId: z.coerce.number().int().positive(),
  /** People on the booking, the contact included. */
  participantCount: z.coerce.number().int().min(1).max(31),
  email: z.string().trim().max(320).optional(),
})

export type PromoPreview = { code: string; discountCents: number; totalCents: number; description: string }

/**
 * The booking form's 'Apply': what a promo code would take off this booking now, priced on the server from the class's
 * price. It holds nothing: the code is checked again, under its row lock, when the seats are held. Counted against
 * the promo codes' limits (per email and address, and one ceiling for all) like a booking that carries a code.
 */
export async function checkPromoCode(payload: Payload, input: unknown, { now = new Date(), address = null }: { now?: Date; address?: string | null } = {}): Promise<PromoPreview> {
  const parsed = checkPromoCodeInput.safeParse(input)
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? 'Please check your promo code.', { field: 'promoCode' })
  const { code, classScheduleId, participantCount } = parsed.data
  const email = parsed.data.email ? normaliseEmail(parsed.data.email) : ''
  await consumeLimit(payload, PROMO_CHECKS_GLOBAL, 'all')
  if (email) await consumeLimit(payload, PROMO_CODES_PER_EMAIL, emailKey(email))
  if (address) await consumeLimit(payload, PROMO_CODES_PER_ADDRESS, address)

  const db = await drizzleOf(payload)
  const schedule = await bookableClass(db, classScheduleId)
  if (!schedule || !schedule.is_active || schedule.is_cancelled) throw new AppError('CLASS_NOT_FOUND', 'Class not found')
  const kind = bookingKindOf(schedule.class_type)
  const quote = quoteBooking(kind, Number(schedule.price_cents), participantCount - 1)
  const priced = await pricePromo(db, code, { kind, quote, email }, now, { lock: false })
  return { code: priced.code, discountCents: priced.discountCents, totalCents: quote.totalCents - priced.discountCents, description: priced.description }
}
