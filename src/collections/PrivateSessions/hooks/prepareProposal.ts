import type { CollectionBeforeChangeHook } from 'payload'

import { balanceDueAt, privatePriceBreakdown, privateTotalCents } from '@/domain/privateSessions/privatePrice'
import type { PrivateSession } from '@/payload-types'
import { clockNow } from '@/server/clock/clock'
import { privateLink } from '@/server/privateSessions/privateLink'

/**
 * A proposal gets its private link when created, and while it is still a proposal its price breakdown follows its
 * price, participants and date (the deposit shown is the one taken if it were accepted now).
 */
export const prepareProposal: CollectionBeforeChangeHook<PrivateSession> = ({ data, originalDoc, operation }) => {
  const next = { ...originalDoc, ...data }
  if ((next.status ?? 'proposal-sent') !== 'proposal-sent' || !next.startTime || next.priceCents == null || !next.pricing) return data
  const total = privateTotalCents({ pricing: next.pricing, priceCents: next.priceCents, participants: next.participants ?? 1 })
  const start = new Date(next.startTime)
  const price = privatePriceBreakdown(total, start, clockNow())
  return {
    ...data,
    ...(operation === 'create' && !data.tokenHash ? privateLink('organizer').newFields() : {}),
    totalCents: total,
    depositCents: price.dueNowCents,
    balanceCents: price.balanceCents,
    balanceDueAt: balanceDueAt(start).toISOString(),
    ...(operation === 'create' ? { history: [{ at: clockNow().toISOString(), what: 'Proposal sent' }] } : {}),
  }
}
