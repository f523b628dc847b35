import { sql } from '@payloadcms/db-postgres'

import type { PromoDiscountType, PromoRules } from '@/domain/promos/promoCode'

import { holdsSeatsSql } from './bookings'
import type { Db } from './postgres'

export type StoredPromo = PromoRules & { id: number }

type Row = {
  id: number
  code: string
  active: boolean | null
  discount_type: PromoDiscountType
  percent_off: string | number | null
  amount_off_cents: string | number | null
  valid_from: string | Date | null
  valid_until: string | Date | null
  total_uses: string | number | null
  uses_per_email: string | number | null
  minimum_participants: string | number | null
  class_kinds: string[] | null
}

const num = (value: string | number | null): number | null => (value == null ? null : Number(value))

/** A promo code's rules by its stored (upper-case) code; `lock` holds its row until the transaction ends (SELECT ... FOR UPDATE). */
export async function readPromo(db: Db, code: string, { lock = false } = {}): Promise<StoredPromo | undefined> {
  const row = (
    await db.execute<Row>(sql`
      select p.id, p.code, p.active, p.discount_type, p.percent_off, p.amount_off_cents, p.valid_from, p.valid_until,
        p.total_uses, p.uses_per_email, p.minimum_participants,
        array(select k.value::text from promo_codes_class_kinds k where k.parent_id = p.id) as class_kinds
      from promo_codes p where p.code = ${code} ${lock ? sql`for update of p` : sql``}`)
  ).rows[0]
  if (!row) return undefined
  return {
    id: row.id,
    code: row.code,
    active: row.active !== false,
    discountType: row.discount_type,
    percentOff: num(row.percent_off),
    amountOffCents: num(row.amount_off_cents),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    totalUses: num(row.total_uses),
    usesPerEmail: num(row.uses_per_email),
    minimumParticipants: num(row.minimum_participants),
    classKinds: row.class_kinds ?? [],
  }
}

/**
 * A code's uses at `now`, in all and by one email (normalised): the bookings with it that hold their seats
 * (holdsSeatsSql), and the private sessions with it that are confirmed or whose deposit checkout still holds it.
 */
export async function promoUses(db: Db, promoId: number, email: string, now: Date): Promise<{ usesSoFar: number; usesByThisEmail: number }> {
  const row = (
    await db.execute<{ all: number; by_email: number }>(sql`
      select count(*)::int as all, count(*) filter (where lower(trim(email)) = ${email}::text)::int as by_email from (
        select contact_email as email from bookings where promo_code_id = ${promoId} and ${holdsSeatsSql(now)}
        union all
        select organizer_email from private_sessions where promo_code_id = ${promoId}
          and (status = 'confirmed' or (deposit_paid_at is null and codes_held_until > ${now.toISOString()}))
      ) uses`)
  ).rows[0]
  return { usesSoFar: Number(row?.all ?? 0), usesByThisEmail: Number(row?.by_email ?? 0) }
}
