import type { Payload } from 'payload'

import type { PrivateSession } from '@/payload-types'

import { issuePrivateInvoice } from './issuePrivateInvoice'

/**
 * The receipt of a recorded deposit (the full price when nothing is left to pay), from what the session recorded, so
 * every repeat of the fulfilment asks for the same receipt and a repeat after a failed issue repairs it.
 */
export async function issueDepositReceipt(payload: Payload, session: PrivateSession): Promise<void> {
  const paymentIntentId = session.stripePaymentIntentId ?? session.stripeSessionId
  if (!session.depositPaidAt || !session.depositCents || !paymentIntentId) return
  await issuePrivateInvoice(payload, {
    privateSessionId: session.id,
    kind: session.balanceCents ? 'deposit' : 'full-payment',
    amountCents: session.depositCents,
    paymentIntentId,
    paidAt: new Date(session.depositPaidAt),
  })
}
