import { describe, expect, it } from 'vitest'

import { checkoutExpiresAt, holdExpiry, seatConflictMessage } from './holds'

const now = new Date('2026-06-01T12:00:00Z')

describe('holds', () => {
  it('holds seats for 31 minutes and lets the checkout expire with the hold', () => {
    const hold = holdExpiry(now)
    expect(hold.toISOString()).toBe('2026-06-01T12:31:00.000Z')
    expect(checkoutExpiresAt(hold, now)).toBe(hold.getTime() / 1000)
  })

  it('never asks Stripe for a checkout shorter than 30 minutes', () => {
    const hold = holdExpiry(now)
    const late = new Date(now.getTime() + 5 * 60_000)
    expect(checkoutExpiresAt(hold, late) * 1000 - late.getTime()).toBeGreaterThanOrEqual(30 * 60_000)
  })
})

describe('seatConflictMessage', () => {
  it('says full at 0 and almost full otherwise', () => {
    expect(seatConflictMessage(0)).toBe('Sorry, this class is already full.')
    expect(seatConflictMessage(2)).toBe('This class is almost full. Only 2 spots remain.')
    expect(seatConflictMessage(1)).toBe('This class is almost full. Only 1 spot remains.')
  })
})
