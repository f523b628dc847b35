/** What a private session was paid with: the deposit by card (less a code's share), the code's share, the balance by card. */
export type PrivatePaidWith = {
  depositCard: { paymentIntentId: string; cents: number } | null
  creditCents: number
  balanceCard: { paymentIntentId: string; cents: number } | null
}

/** A refund split over what paid: each card payment's part (to its payment intent) and the code's part (back on the code). */
export type PrivateRefundSplit = { card: { paymentIntentId: string; cents: number }[]; creditCents: number }

/**
 * Splits a refund the policies allow over what paid, latest first: the balance's card payment, then the deposit's card
 * payment, then the gift certificate or class credit share — so "what was paid beyond the deposit" comes from the
 * balance, and a card is never asked for more than it paid.
 */
export function splitPrivateRefund(refundCents: number, paid: PrivatePaidWith): PrivateRefundSplit {
  let left = Math.max(0, refundCents)
  const card: PrivateRefundSplit['card'] = []
  for (const payment of [paid.balanceCard, paid.depositCard]) {
    if (!payment || payment.cents <= 0 || left === 0) continue
    const cents = Math.min(left, payment.cents)
    card.push({ paymentIntentId: payment.paymentIntentId, cents })
    left -= cents
  }
  return { card, creditCents: Math.min(left, Math.max(0, paid.creditCents)) }
}

/** The facts of a session that say what paid it. */
export type PaidSession = {
  depositPaidAt?: string | null
  depositCents?: number | null
  creditCents?: number | null
  stripePaymentIntentId?: string | null
  stripeSessionId?: string | null
  balancePaidAt?: string | null
  balanceCents?: number | null
  balancePaymentIntentId?: string | null
  id: number
}

export function paidWithOf(s: PaidSession): PrivatePaidWith {
  const creditCents = s.depositPaidAt ? Math.max(0, s.creditCents ?? 0) : 0
  const depositCardCents = s.depositPaidAt ? Math.max(0, (s.depositCents ?? 0) - creditCents) : 0
  const depositIntent = s.stripePaymentIntentId ?? s.stripeSessionId
  return {
    depositCard: depositCardCents > 0 && depositIntent ? { paymentIntentId: depositIntent, cents: depositCardCents } : null,
    creditCents,
    balanceCard: s.balancePaidAt && (s.balanceCents ?? 0) > 0 ? { paymentIntentId: s.balancePaymentIntentId ?? `demo_private_balance_${s.id}`, cents: s.balanceCents ?? 0 } : null,
  }
}
