import type { BookingKind } from '@/domain/bookings/bookingKind'
import type { Quote } from '@/domain/bookings/pricing'
import { normalisePromoCode, PROMO_MESSAGES, promoDiscountCents, promoRefusal } from '@/domain/promos/promoCode'
import { AppError } from '@/lib/errors'

import { lockPromo, promoUses } from '../db/promoCodes'
import type { Tx } from '../transaction'

/**
 * A booking being held uses a promo code: under the code's row lock, its uses so far (bookings with it holding their
 * seats) are counted and the booking is refused when the code does not apply. The caller inserts the booking in the
 * same transaction, so the use is counted the moment the seats are held: twenty tabs racing for a code of five uses
 * wait for each other on the lock and exactly five get it. Refused with PROMO_REFUSED and the customer's words.
 */
export async function reservePromo(
  tx: Pick<Tx, 'db'>,
  code: string,
  booking: { kind: BookingKind; quote: Quote; email: string },
  now: Date,
): Promise<{ promoId: number; discountCents: number }> {
  const promo = await lockPromo(tx.db, normalisePromoCode(code))
  const usage = promo ? await promoUses(tx.db, promo.id, booking.email, now) : { usesSoFar: 0, usesByThisEmail: 0 }
  const refusal = promoRefusal(promo ?? null, { kind: booking.kind, participantCount: booking.quote.participantCount }, usage, now)
  if (refusal || !promo) throw new AppError('PROMO_REFUSED', refusal ?? PROMO_MESSAGES.unknown, { field: 'promoCode' })
  return { promoId: promo.id, discountCents: promoDiscountCents(promo, booking.quote.totalCents) }
}
