import { sql } from '@payloadcms/db-postgres'

import type { BookingKind } from '@/domain/bookings/bookingKind'
import type { Participant } from '@/payload-types'
import type { BookingEvent } from '@/server/bookings/bookingHistory'

import { type Db, executePrepared } from './postgres'

/** Every column a held booking is created with (what Payload's create wrote, its hooks' fields included). */
export type NewHeldBooking = {
  bookingNumber: string
  classType: BookingKind
  scheduleId: number
  contactFirstName: string
  contactLastName: string
  contactEmail: string
  contactPhone: string
  participantCount: number
  seats: number
  totalCents: number
  holdExpiresAt: Date
  listPriceCents: number | null
  promoCodeId: number | null
  discountCents: number | null
  classCreditId: number | null
  creditCents: number | null
  stripeSessionId: string | null
  checkoutCancelTokenHash: string | null
  clientAddressHash: string | null
  manageTokenNonce: string
  manageTokenHash: string
}

export type NewParticipant = Pick<Participant, 'firstName' | 'lastName' | 'ageGroup' | 'isPrimaryContact'>

const UNIQUE_BOOKING_NUMBER = 'bookings_booking_number_idx'

/**
 * A held booking, the first entry of its history and its participants in one statement (one round trip while the
 * class's row is locked); its id. The booking is asked to sign the waiver version in force (the highest, as
 * currentWaiver reads it), none before the owner has written one. The dates and their Pacific time zones are those the
 * collection's fields write. The participants are inserted in the order given (ids and creation times ascending, as
 * one create after another would leave them); the Participants collection has no hooks: this writes what its create
 * would, attendance 'Not Recorded'.
 */
export async function insertHeldBooking(
  db: Db,
  b: NewHeldBooking,
  history: BookingEvent,
  now: Date,
  people: readonly NewParticipant[] = [],
): Promise<number> {
  const at = now.toISOString()
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))
  const party = people.map((p, i) => {
    const created = new Date(now.getTime() + i).toISOString()
    return sql`(${i}::int, ${p.firstName}::varchar, ${p.lastName}::varchar, ${p.ageGroup}::text, ${p.isPrimaryContact ?? false}::boolean, ${created}::timestamptz)`
  })
  const [row] = (
    await executePrepared<{ id: number }>(db, sql`
      with booking as (
        insert into bookings (
          booking_number, status, source, class_type, schedule_id, contact_first_name, contact_last_name, contact_email,
          contact_phone, participant_count, seats, total_cents, hold_expires_at, list_price_cents, promo_code_id,
          discount_cents, class_credit_id, credit_cents, stripe_session_id, checkout_cancel_token_hash,
          client_address_hash, manage_token_nonce, manage_token_hash, waiver_version, move_count, created_at, updated_at)
        values (
          ${b.bookingNumber}, 'held', 'website', ${b.classType}, ${b.scheduleId}, ${b.contactFirstName}, ${b.contactLastName},
          ${b.contactEmail}, ${b.contactPhone}, ${b.participantCount}, ${b.seats}, ${b.totalCents}, ${b.holdExpiresAt.toISOString()},
          ${b.listPriceCents}, ${b.promoCodeId}, ${b.discountCents}, ${b.classCreditId}, ${b.creditCents}, ${b.stripeSessionId},
          ${b.checkoutCancelTokenHash}, ${b.clientAddressHash}, ${b.manageTokenNonce}, ${b.manageTokenHash},
          (select version from waiver_versions order by version desc limit 1), 0, ${at}, ${at})
        returning id),
      history as (
        insert into booking_events (
          booking_id, action, actor, before, after, amount_cents, stripe_session_id, stripe_payment_intent_id,
          stripe_refund_id, reason, idempotency_key, created_at, updated_at)
        select id, ${history.action}, ${history.actor}, ${json(history.before)}::jsonb, ${json(history.after)}::jsonb,
          ${history.amountCents ?? null}, ${history.stripeSessionId ?? null}, ${history.stripePaymentIntentId ?? null},
          ${history.stripeRefundId ?? null}, ${history.reason ?? null}, ${history.idempotencyKey ?? null}, ${at}, ${at}
        from booking)${
        party.length
          ? sql`,
      party as (
        insert into participants (booking_id, schedule_id, first_name, last_name, age_group, is_primary_contact, attendance, created_at, updated_at)
        select booking.id, ${b.scheduleId}, p.first_name, p.last_name, p.age_group::enum_participants_age_group, p.is_primary_contact, 'Not Recorded'::enum_participants_attendance, p.created_at, p.created_at
        from booking, (values ${sql.join(party, sql`, `)}) as p(n, first_name, last_name, age_group, is_primary_contact, created_at)
        order by p.n)`
          : sql``
      }
      select id from booking`)
  ).rows
  return Number(row.id)
}

/** The booking number drawn was already taken (the unique index refused it). */
export function isBookingNumberTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === UNIQUE_BOOKING_NUMBER
  }
  return false
}
