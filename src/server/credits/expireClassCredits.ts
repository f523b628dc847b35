import type { Payload } from 'payload'

import { expireCredits } from '@/server/db/classCredits'
import { drizzleOf } from '@/server/transaction'

/**
 * Marks active credits past their date as expired, so the owner's list says so (a redemption refuses them by their
 * date whatever their status). The owner extends one by giving it a later date.
 */
export async function expireClassCredits(payload: Payload, now: Date = new Date()): Promise<number> {
  return expireCredits(await drizzleOf(payload), now)
}
