import type { Payload } from 'payload'

import { waitingSeats } from '@/server/db/waitlistEntries'
import { drizzleOf } from '@/server/transaction'

/** People still waiting per class (each party's seats), in one query for any number of classes (the card's "Full — N people waiting"). */
export async function waitingCounts(payload: Payload, scheduleIds: readonly number[]): Promise<Map<number, number>> {
  if (scheduleIds.length === 0) return new Map()
  return waitingSeats(await drizzleOf(payload), scheduleIds)
}
