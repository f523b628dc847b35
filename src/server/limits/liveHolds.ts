import { sql } from '@payloadcms/db-postgres'

import { liveHoldsRefusal, secondsUntil } from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'

import type { Tx } from '../transaction'

/** Who is asking for a hold: the contact email (normalised) and, when known, the network address. */
export type HoldClient = { email: string; address: string | null }

/**
 * The bookings table has no column for the address a hold came from, so each hold made from a known address leaves
 * one row in rate_limits (`live-hold:{address}:{bookingId}`, expiring with the hold; the limiter's sweep removes it).
 * Whether the hold is still live is read from the booking itself.
 */
const ledgerPrefix = (address: string) => `live-hold:${address}:`

type Live = { n: number; first_lapse: string | Date | null }

/**
 * Inside the booking's transaction: refuses one more hold while the client already has as many live holds as allowed.
 * Advisory locks per email and per address make parallel requests of one client take turns, so two cannot both pass.
 */
export async function assertRoomForHold(tx: Tx, client: HoldClient, now: Date): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hold-email:${client.email}`}::text, 0))`)
  if (client.address) await tx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hold-address:${client.address}`}::text, 0))`)

  const at = now.toISOString()
  const byEmail = (
    await tx.db.execute<Live>(sql`
      select count(*)::int as n, min(hold_expires_at) as first_lapse from bookings
      where status = 'held' and hold_expires_at > ${at} and lower(trim(contact_email)) = ${client.email}::text`)
  ).rows[0]
  const byAddress = client.address
    ? (
        await tx.db.execute<Live>(sql`
          select count(*)::int as n, min(b.hold_expires_at) as first_lapse
          from rate_limits r join bookings b on r.key = ${ledgerPrefix(client.address)}::text || b.id::text
          where starts_with(r.key, ${ledgerPrefix(client.address)}::text) and b.status = 'held' and b.hold_expires_at > ${at}`)
      ).rows[0]
    : null

  const refusal = liveHoldsRefusal({
    byEmail: byEmail.n,
    byAddress: byAddress?.n ?? null,
  })
  if (!refusal) return
  const blocking = refusal.by === 'email' ? byEmail : byAddress!
  throw new AppError('TOO_MANY_HOLDS', refusal.message, {
    retryAfterSeconds: blocking.first_lapse ? secondsUntil(new Date(blocking.first_lapse), now) : 1,
  })
}

/** Notes the address a new hold came from, in the same transaction as the hold. */
export async function recordHoldAddress(tx: Tx, address: string, bookingId: number, holdExpiresAt: Date): Promise<void> {
  await tx.db.execute(sql`
    insert into rate_limits (key, points, expire) values (${ledgerPrefix(address) + bookingId}, 1, ${holdExpiresAt.getTime()})
    on conflict (key) do nothing`)
}
