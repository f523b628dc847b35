import { describe, expect, it } from 'vitest'

import { privateCancellationTier, publicCancellationTier } from './cancellation'

const start = new Date('2026-06-20T17:00:00Z')
const before = (hours: number) => new Date(start.getTime() - hours * 3_600_000)

describe('publicCancellationTier', () => {
  it('gives a full refund or free move from 14 days out', () => {
    expect(publicCancellationTier(start, before(14 * 24))).toBe('full-refund-or-move')
    expect(publicCancellationTier(start, before(14 * 24 - 1))).toBe('class-credit')
  })

  it('gives class credit down to 72 hours and nothing below', () => {
    expect(publicCancellationTier(start, before(72))).toBe('class-credit')
    expect(publicCancellationTier(start, before(71.99))).toBe('no-refund')
  })
})

describe('privateCancellationTier', () => {
  it('splits at 28 days and at 336 hours', () => {
    expect(privateCancellationTier(start, before(28 * 24))).toBe('full-refund-or-move')
    expect(privateCancellationTier(start, before(28 * 24 - 1))).toBe('deposit-forfeit')
    expect(privateCancellationTier(start, before(336))).toBe('deposit-forfeit')
    expect(privateCancellationTier(start, before(335))).toBe('no-refund')
  })
})
