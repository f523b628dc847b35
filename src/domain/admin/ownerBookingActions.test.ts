import { describe, expect, it } from 'vitest'

import { dollarsToCents, ownerActionQuestion, refundResultWords } from './ownerBookingActions'

const booking = { bookingNumber: 'SW-1001', contactEmail: 'ada@example.com', totalCents: 15000, creditCents: 0 }

describe('dollarsToCents', () => {
  it.each([
    ['150', 15000],
    ['$150.00', 15000],
    ['40.5', 4050],
    [' $1,150.25 ', 115025],
    ['0.07', 7],
  ])('%s is %i cents', (text, cents) => expect(dollarsToCents(text)).toBe(cents))

  it.each(['', 'abc', '-5', '1.234', '1,50', '$'])('%j is not an amount', (text) => expect(dollarsToCents(text)).toBeNull())
})

describe('ownerActionQuestion', () => {
  it('says what will happen, with the amounts and the booking number', () => {
    expect(ownerActionQuestion('refund-full', booking)).toBe('Refund $150.00 to the card and cancel booking SW-1001?')
    expect(ownerActionQuestion('refund-part', booking, 4000)).toBe('Refund $40.00 of the $150.00 paid to the card and cancel booking SW-1001?')
    expect(ownerActionQuestion('refund-full', { ...booking, totalCents: 0 })).toBe('Cancel booking SW-1001? Nothing was paid by card, so nothing is refunded.')
    expect(ownerActionQuestion('credit', { ...booking, creditCents: 2500 })).toContain('a class credit of $175.00')
    expect(ownerActionQuestion('resend-confirmation', booking)).toBe('Email the confirmation of booking SW-1001 to ada@example.com again?')
  })
})

describe('refundResultWords', () => {
  it('tells a refused refund apart from a made one', () => {
    expect(refundResultWords('SW-1', { refund: 'refunded', refundCents: 4000 })).toBe('Booking SW-1 is cancelled and $40.00 was refunded to the card.')
    expect(refundResultWords('SW-1', { refund: 'failed', refundCents: 4000, failure: 'card expired' })).toContain('Stripe refused the refund of $40.00 (card expired)')
  })
})
