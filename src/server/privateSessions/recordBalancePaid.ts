import type { Payload } from 'payload'

import { formatCents } from '@/domain/bookings/pricing'
import type { PrivateSession } from '@/payload-types'

import type { Tx } from '../transaction'
import { queueBalanceReceiptEmail } from './balanceEmails'

export type BalancePayment = {
  /** Null on the demo site (no Stripe). */
  paymentIntentId: string | null
  /** Charged off-session to the card saved with the deposit, or paid by the organizer through the link. */
  savedCard: boolean
}

/**
 * The one place a private session's balance is recorded as paid, after Stripe answered (or on the demo site): inside
 * the caller's transaction, holding the session's lock, the session read fresh and not yet paid. Queues the receipt.
 */
export async function recordBalancePaid(payload: Payload, tx: Tx, s: PrivateSession, paid: BalancePayment, now: Date): Promise<void> {
  const amount = formatCents(s.balanceCents ?? 0)
  const updated = await payload.update({
    collection: 'private-sessions',
    id: s.id,
    data: {
      balancePaidAt: now.toISOString(),
      balancePaymentIntentId: paid.paymentIntentId,
      history: [...(s.history ?? []), { at: now.toISOString(), what: paid.savedCard ? `Balance of ${amount} charged to the saved card` : `Balance of ${amount} paid through the link` }],
    },
    req: tx.req,
    depth: 0,
    overrideAccess: true, // system call: a payment Stripe confirmed
    showHiddenFields: true,
  })
  await queueBalanceReceiptEmail(payload, updated, { paidAt: now, savedCard: paid.savedCard }, tx.req)
}
