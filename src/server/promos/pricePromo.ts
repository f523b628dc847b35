import type { Quote } from '@/domain/bookings/pricing'
import { describePromo, normalisePromoCode, PROMO_MESSAGES, promoDiscountCents, promoRefusal, type PromoTarget } from '@/domain/promos/promoCode'
import { AppError } from '@/lib/errors'

import { promoUses, readPromo } from '../db/promoCodes'
import type { Db } from '../db/postgres'

export type PricedPromo = { promoId: number; code: string; discountCents: number; description: string }

/**
 * What a promo code takes off a booking, or PROMO_REFUSED with the customer's words (a field error on 'promoCode').
 * Its uses so far are the bookings with it that hold their seats. With `lock` (a booking being held, in the hold's
 * transaction) the code's row is locked first and the caller inserts the booking before committing, so the use is
 * counted the moment the seats are held: twenty tabs racing for a code of five uses wait for each other on the lock
 * and exactly five get it. Without it (the form's Apply) nothing is held.
 */
export async function pricePromo(
  db: Db,
  code: string,
  booking: { kind: PromoTarget; quote: Pick<Quote, 'participantCount' | 'totalCents'>; email: string },
  now: Date,
  { lock }: { lock: boolean },
): Promise<PricedPromo> {
  const promo = await readPromo(db, normalisePromoCode(code), { lock })
  const usage = promo ? await promoUses(db, promo.id, booking.email, now) : { usesSoFar: 0, usesByThisEmail: 0 }
  const refusal = promoRefusal(promo ?? null, { kind: booking.kind, participantCount: booking.quote.participantCount }, usage, now)
  if (refusal || !promo) throw new AppError('PROMO_REFUSED', refusal ?? PROMO_MESSAGES.unknown, { field: 'promoCode' })
  const discountCents = promoDiscountCents(promo, booking.quote.totalCents)
  return { promoId: promo.id, code: promo.code, discountCents, description: describePromo(promo) }
}
