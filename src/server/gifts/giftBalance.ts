import type { Payload } from 'payload'

import { MANAGE_LOOKUPS_PER_ADDRESS, MANAGE_LOOKUPS_WITHOUT_ADDRESS } from '@/domain/limits/publicLimits'

import { consumeLimit } from '../limits/limiter'
import { creditIdOfBalanceToken } from './giftBalanceLink'

/** What the recipient's balance page shows. */
export type GiftBalance = { code: string; amountCents: number; remainingCents: number; recipientName: string; buyerName: string; status: string }

/**
 * The balance a gift certificate's link opens, counted against the caller's address like the manage links (a forged
 * token is refused before it counts); null for a wrong token or one that is not a paid certificate. Throws RATE_LIMITED.
 */
export async function giftBalanceOf(payload: Payload, token: string, { address }: { address: string | null }): Promise<GiftBalance | null> {
  const creditId = creditIdOfBalanceToken(token)
  if (creditId == null) return null
  if (address) await consumeLimit(payload, MANAGE_LOOKUPS_PER_ADDRESS, address)
  else await consumeLimit(payload, MANAGE_LOOKUPS_WITHOUT_ADDRESS, 'all')
  // System read: the holder of the certificate's balance link.
  const credit = await payload.findByID({ collection: 'class-credits', id: creditId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!credit || credit.kind !== 'gift-certificate' || credit.status === 'pending') return null
  return {
    code: credit.codeHint ?? '',
    amountCents: credit.amountCents,
    remainingCents: credit.status === 'void' ? 0 : (credit.remainingCents ?? 0),
    recipientName: credit.gift?.recipientName ?? '',
    buyerName: credit.gift?.buyerName ?? '',
    status: credit.status,
  }
}
