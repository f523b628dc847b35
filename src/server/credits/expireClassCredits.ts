import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '@/server/transaction'

/**
 * Marks active credits past their date as expired, so the owner's list says so (a redemption refuses them by their
 * date whatever their status). The owner extends one by giving it a later date.
 */
export async function expireClassCredits(payload: Payload, now: Date = new Date()): Promise<number> {
  const db = await drizzleOf(payload)
  const expired = await db.execute<{ id: number }>(sql`
    update class_credits set status = 'expired', updated_at = ${now.toISOString()}
    where status = 'active' and expires_at <= ${now.toISOString()}
    returning id`)
  return expired.rows.length
}
