import { describe, expect, it } from 'vitest'

import { refundSentence } from './privatePolicy'
import { paidWithOf, splitPrivateRefund } from './privateRefundSplit'

const paid = { depositCard: { paymentIntentId: 'pi_dep', cents: 25_000 }, creditCents: 5_000, balanceCard: { paymentIntentId: 'pi_bal', cents: 30_000 } }

describe('splitPrivateRefund', () => {
  it('takes what was paid beyond the deposit from the balance payment', () => {
    expect(splitPrivateRefund(30_000, paid)).toEqual({ card: [{ paymentIntentId: 'pi_bal', cents: 30_000 }], creditCents: 0 })
  })
  it('gives everything back: each card what it paid, the code its share', () => {
    expect(splitPrivateRefund(60_000, paid)).toEqual({
      card: [
        { paymentIntentId: 'pi_bal', cents: 30_000 },
        { paymentIntentId: 'pi_dep', cents: 25_000 },
      ],
      creditCents: 5_000,
    })
  })
  it('never asks a card for more than it paid, nor the code for more than its share', () => {
    expect(splitPrivateRefund(99_999, { depositCard: { paymentIntentId: 'pi_dep', cents: 100 }, creditCents: 50, balanceCard: null })).toEqual({
      card: [{ paymentIntentId: 'pi_dep', cents: 100 }],
      creditCents: 50,
    })
    expect(splitPrivateRefund(0, paid)).toEqual({ card: [], creditCents: 0 })
  })
})

describe('paidWithOf', () => {
  it("reads the deposit's card share (less the code's), the code's share and a paid balance", () => {
    expect(
      paidWithOf({ id: 7, depositPaidAt: '2026-11-01T00:00:00Z', depositCents: 30_000, creditCents: 5_000, stripePaymentIntentId: 'pi_dep', balancePaidAt: '2026-12-01T00:00:00Z', balanceCents: 30_000, balancePaymentIntentId: null }),
    ).toEqual({ depositCard: { paymentIntentId: 'pi_dep', cents: 25_000 }, creditCents: 5_000, balanceCard: { paymentIntentId: 'demo_private_balance_7', cents: 30_000 } })
  })
  it('nothing paid before the deposit, no balance before it is paid', () => {
    expect(paidWithOf({ id: 1, depositCents: 30_000, balanceCents: 30_000 })).toEqual({ depositCard: null, creditCents: 0, balanceCard: null })
  })
})

describe('refundSentence with a code that paid part', () => {
  it("says what goes back to the card and what back on the code", () => {
    expect(refundSentence({ window: 'full-refund', refundCents: 30_000 }, 5_000)).toBe('$250.00 back to your card and $50.00 back on your gift certificate or class credit')
    expect(refundSentence({ window: 'full-refund', refundCents: 5_000 }, 5_000)).toBe('$50.00 back on your gift certificate or class credit')
    expect(refundSentence({ window: 'full-refund', refundCents: 30_000 })).toBe('$300.00 back to your card')
  })
})
