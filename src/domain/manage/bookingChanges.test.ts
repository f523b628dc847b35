import { describe, expect, it } from 'vitest'

import { bookingChanges } from './bookingChanges'

describe('bookingChanges', () => {
  it('keeps only the tracked fields that changed, relationships as ids', () => {
    const before = { status: 'confirmed', schedule: { id: 4 }, totalCents: 7500, confirmationEmailStatus: 'Sent' }
    const after = { status: 'confirmed', schedule: 9, totalCents: 7500, confirmationEmailStatus: 'Opened', moveCount: 1 }
    expect(bookingChanges(before, after)).toEqual({ before: { schedule: 4, moveCount: null }, after: { schedule: 9, moveCount: 1 } })
  })

  it('is null when nothing tracked changed, and lists every set field for a new booking', () => {
    expect(bookingChanges({ status: 'held', stripeRefundId: '' }, { status: 'held', stripeRefundId: null })).toBeNull()
    expect(bookingChanges(null, { status: 'held', seats: 2 })).toEqual({ before: {}, after: { status: 'held', seats: 2 } })
  })
})
