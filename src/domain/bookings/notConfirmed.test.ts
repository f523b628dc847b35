import { describe, expect, it } from 'vitest'

import { type BookingAftermath, notConfirmed } from './notConfirmed'

const cancelled: BookingAftermath = { status: 'cancelled', credit: null, classFilled: false, refundRequested: false, demo: false }

describe('notConfirmed', () => {
  it('a booking cancelled for a class credit names the credit, never a refund', () => {
    const said = notConfirmed({ ...cancelled, credit: { amountCents: 7500, expiresAt: '2027-11-24T20:00:00.000Z' } })
    expect(said).toMatchObject({ code: 'BOOKING_CANCELLED', title: 'This booking was cancelled for a class credit' })
    expect(said.message).toContain('class credit of $75.00, valid until Wednesday, November 24, 2027')
    expect(said.message).not.toMatch(/refund/)
  })

  it('says the class filled up only when it did', () => {
    expect(notConfirmed({ ...cancelled, status: 'refunded', classFilled: true }).title).toBe('The class filled up while you were paying')
    const refunded = notConfirmed({ ...cancelled, status: 'refunded' })
    expect(refunded.title).toBe('This booking was cancelled and refunded')
    expect(refunded.message).not.toMatch(/seats|filled/)
  })

  it('a cancelled booking promises a refund only when one was asked for', () => {
    expect(notConfirmed({ ...cancelled, refundRequested: true }).message).toContain('refund is on its way')
    expect(notConfirmed(cancelled).message).not.toMatch(/refund is on its way/)
  })

  it('a demo booking never claims a card refund: it says the demo charged nothing', () => {
    for (const aftermath of [
      { ...cancelled, status: 'refunded' as const, demo: true },
      { ...cancelled, status: 'refunded' as const, classFilled: true, demo: true },
      { ...cancelled, status: 'needs-review' as const, demo: true },
    ]) {
      const said = notConfirmed(aftermath)
      expect(said.message).toContain('Demo booking: nothing was charged, so nothing goes back to a card.')
      expect(`${said.title} ${said.message}`).not.toMatch(/refund/i)
    }
  })
})
