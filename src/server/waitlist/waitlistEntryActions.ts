import type { Payload } from 'payload'

import { MANAGE_LOOKUPS_PER_ADDRESS, MANAGE_LOOKUPS_WITHOUT_ADDRESS } from '@/domain/limits/publicLimits'
import { isLiveWaitlistStatus } from '@/domain/waitlist/waitlistStatus'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { WaitlistEntry } from '@/payload-types'

import { invalidate } from '../cache/invalidate'
import { CACHE_TAGS } from '../cache/tags'
import { consumeLimit } from '../limits/limiter'
import { lockSchedule } from '../db/schedules'
import { markLeft, statusAndOffer } from '../db/waitlistEntries'
import { inTransaction, openTxOf } from '../transaction'
import { recordEntryEvent } from './entryHistory'
import { releaseOffer } from './releaseOffer'
import { hashWaitlistToken, WAITLIST_TOKEN_SHAPE, waitlistTokenOf } from './waitlistToken'

export const LINK_INVALID = () => new AppError('MANAGE_LINK_INVALID', 'This waitlist link is not valid. Please use the link from your latest email.')

/**
 * The entry a private waitlist link opens, or null. Every lookup of a well-formed token counts against the caller's
 * address like a manage link's (the same limits), so links cannot be guessed.
 */
export async function findEntryByToken(payload: Payload, token: unknown, { address }: { address: string | null }): Promise<WaitlistEntry | null> {
  if (typeof token !== 'string' || !WAITLIST_TOKEN_SHAPE.test(token)) return null
  if (address) await consumeLimit(payload, MANAGE_LOOKUPS_PER_ADDRESS, address)
  else await consumeLimit(payload, MANAGE_LOOKUPS_WITHOUT_ADDRESS, 'all')
  const { docs } = await payload.find({
    collection: 'waitlist-entries',
    where: { tokenHash: { equals: hashWaitlistToken(token) } },
    depth: 0,
    limit: 1,
    showHiddenFields: true,
    overrideAccess: true, // system call: the holder of the entry's private link
  })
  const entry = docs[0] as (WaitlistEntry & { tokenNonce?: string | null }) | undefined
  return entry?.tokenNonce && waitlistTokenOf(entry.tokenNonce) === token ? entry : null
}

/**
 * POST /api/waitlist/leave — { token }: off the list; an open offer is declined, and its seats go to the next party
 * at once (the bookings' hook, in this transaction).
 */
export async function leaveWaitlist(payload: Payload, token: unknown, { address }: { address: string | null }): Promise<{ status: string }> {
  const found = await findEntryByToken(payload, token, { address })
  if (!found) throw LINK_INVALID()
  const left = await inTransaction(payload, async (raw) => {
    const tx = openTxOf(raw)
    await lockSchedule(tx.db, relationId(found.schedule))
    const row = await statusAndOffer(tx.db, found.id)
    if (!row || !isLiveWaitlistStatus(row.status)) return { status: row?.status ?? 'left' }
    await markLeft(tx.db, found.id)
    await recordEntryEvent(tx, found.id, row.status === 'offered' ? 'Declined the offer and left the waitlist' : 'Left the waitlist', 'customer (waitlist link)', new Date())
    if (row.status === 'offered' && row.offer_booking_id) {
      await releaseOffer(payload, tx, Number(row.offer_booking_id), 'waitlist offer declined by the customer')
    }
    return { status: 'left' }
  })
  invalidate([CACHE_TAGS.seats])
  return left
}
