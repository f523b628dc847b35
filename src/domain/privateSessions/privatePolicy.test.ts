import { describe, expect, it } from 'vitest'

import { PRIVATE_MOVE_FEE_CENTS, policyDepositCents, privatePolicy, privateSessionStarted, refundSentence } from './privatePolicy'

const HOUR = 3_600_000
const start = new Date('2027-03-20T17:00:00Z')
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR)
const depositOnly = { paidCents: 30_000, depositCents: 30_000 }
const paidInFull = { paidCents: 60_000, depositCents: 30_000 }

describe('the private class policies, in hours from the start', () => {
  it('at 672 hours: a full refund of everything paid, a free move', () => {
    expect(privatePolicy(start, paidInFull, hoursBefore(672))).toEqual({ window: 'full-refund', refundCents: 60_000, moveFeeCents: 0 })
    expect(privatePolicy(start, depositOnly, hoursBefore(672)).refundCents).toBe(30_000)
  })

  it('a moment under 672 hours: the deposit is kept, only what was paid beyond it comes back, a move costs $50', () => {
    const justUnder = new Date(hoursBefore(672).getTime() + 1)
    expect(privatePolicy(start, paidInFull, justUnder)).toEqual({ window: 'deposit-kept', refundCents: 30_000, moveFeeCents: PRIVATE_MOVE_FEE_CENTS })
    expect(privatePolicy(start, depositOnly, hoursBefore(671.99)).refundCents).toBe(0)
  })

  it('at 336 hours the deposit is still the only thing kept', () => {
    expect(privatePolicy(start, paidInFull, hoursBefore(336))).toEqual({ window: 'deposit-kept', refundCents: 30_000, moveFeeCents: 5000 })
  })

  it('a moment under 336 hours: nothing is refundable, a move costs $50', () => {
    expect(privatePolicy(start, paidInFull, new Date(hoursBefore(336).getTime() + 1))).toEqual({ window: 'nothing-refundable', refundCents: 0, moveFeeCents: 5000 })
    expect(privatePolicy(start, paidInFull, hoursBefore(335.99)).refundCents).toBe(0)
  })

  it('the studio cancelling refunds everything whenever it is; a free move the studio offered costs nothing', () => {
    expect(privatePolicy(start, paidInFull, hoursBefore(2), { studioCancels: true }).refundCents).toBe(60_000)
    expect(privatePolicy(start, paidInFull, hoursBefore(2), { freeMove: true }).moveFeeCents).toBe(0)
  })

  it('the deposit is half the total, never more than was paid', () => {
    expect(policyDepositCents(60_001, 60_001)).toBe(30_001)
    expect(policyDepositCents(60_000, 20_000)).toBe(20_000)
  })

  it('says exactly what comes back', () => {
    expect(refundSentence({ window: 'deposit-kept', refundCents: 0 })).toBe('$0.00 — the deposit is non-refundable under the private class policies')
    expect(refundSentence({ window: 'full-refund', refundCents: 30_000 })).toBe('$300.00 back to your card')
  })

  it('a session whose start has passed is started', () => {
    expect(privateSessionStarted(start, start)).toBe(true)
    expect(privateSessionStarted(start, hoursBefore(0.01))).toBe(false)
  })
})
