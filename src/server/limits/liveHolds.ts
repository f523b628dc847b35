import { liveHoldsRefusal, secondsUntil } from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'

import { lockNames } from '../db/advisoryLocks'
import { liveHolds } from '../db/bookings'
import type { Tx } from '../transaction'
import { addressKey } from './keys'

/** Who is asking for a hold: the contact email (normalised) and, when known, the network address. */
export type HoldClient = { email: string; address: string | null }

/**
 * Inside the booking's transaction: refuses one more hold while the client already has as many live holds as allowed.
 * Advisory locks per email and per address make parallel requests of one client take turns, so two cannot both pass.
 */
export async function assertRoomForHold(tx: Tx, client: HoldClient, now: Date): Promise<void> {
  await lockNames(tx.db, [`hold-email:${client.email}`, ...(client.address ? [`hold-address:${client.address}`] : [])])

  const { byEmail, byAddress } = await liveHolds(tx.db, { email: client.email, addressHash: client.address ? addressKey(client.address) : null }, now)

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
