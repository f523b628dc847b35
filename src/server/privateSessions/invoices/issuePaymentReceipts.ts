import type { Payload } from 'payload'

import { issuePrivateInvoice } from './issuePrivateInvoice'

/**
 * The receipts of a session's balance and move fees, from what the session recorded (after the payment's transaction
 * committed): each payment asks for its own receipt, so a repeat changes nothing and a repeat after a failed issue
 * repairs it. The demo's payments (no payment intent) are told apart by the session and the fee's checkout.
 */
export async function issuePaymentReceipts(payload: Payload, privateSessionId: number): Promise<void> {
  const s = await payload.findByID({ collection: 'private-sessions', id: privateSessionId, depth: 0, overrideAccess: true }) // system read: what was paid
  if (s.balancePaidAt && s.balanceCents) {
    await issuePrivateInvoice(payload, {
      privateSessionId: s.id,
      kind: 'balance',
      amountCents: s.balanceCents,
      paymentIntentId: s.balancePaymentIntentId ?? `demo_private_balance_${s.id}`,
      paidAt: new Date(s.balancePaidAt),
    })
  }
  for (const fee of s.moveFees ?? []) {
    if (!fee.amountCents || !fee.paidAt) continue
    await issuePrivateInvoice(payload, { privateSessionId: s.id, kind: 'move-fee', amountCents: fee.amountCents, paymentIntentId: fee.paymentIntentId ?? fee.stripeSessionId, paidAt: new Date(fee.paidAt) })
  }
}

/** issuePaymentReceipts, after a payment was recorded: a receipt not issued is logged, never undoes the payment. */
export async function receiptPaymentsOf(payload: Payload, privateSessionId: number): Promise<void> {
  await issuePaymentReceipts(payload, privateSessionId).catch((error: unknown) =>
    payload.logger.error({ err: error, privateSessionId }, 'private session payment recorded: receipt not issued'),
  )
}
