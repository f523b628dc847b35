import { describe, expect, it } from 'vitest'

import { cancelActions, cardRefundableCents, dollarsToCents, emailsSentWords, moveTargetLabel, ownerActionQuestion, partRefundKeptWords, refundResultWords, resendLabel } from './ownerBookingActions'

const booking = { bookingNumber: 'SW-1001', contactEmail: 'ada@example.com', totalCents: 15000, creditCents: 0, refundableCents: 15000, classCancelled: false, demo: false }

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

describe('cardRefundableCents', () => {
  const paid = { status: 'confirmed', totalCents: 15000, paidAt: '2026-11-20T18:00:00.000Z', stripeSessionId: 'cs_test_1' }
  it('is the total of a confirmed booking paid through a checkout and not refunded', () => {
    expect(cardRefundableCents(paid)).toBe(15000)
    expect(cardRefundableCents({ ...paid, stripeSessionId: 'demo_abc' })).toBe(15000)
  })
  it('is nothing for a booking with no card payment behind its total, refunded already, or not confirmed', () => {
    expect(cardRefundableCents({ ...paid, stripeSessionId: null })).toBe(0)
    expect(cardRefundableCents({ ...paid, paidAt: null })).toBe(0)
    expect(cardRefundableCents({ ...paid, stripeRefundId: 're_1' })).toBe(0)
    expect(cardRefundableCents({ ...paid, status: 'cancelled' })).toBe(0)
    expect(cardRefundableCents({ ...paid, totalCents: 0 })).toBe(0)
  })
  it('is what is left after part refunds that kept the booking', () => {
    expect(cardRefundableCents({ ...paid, refundedCents: 2500 })).toBe(12500)
    expect(cardRefundableCents({ ...paid, refundedCents: 15000 })).toBe(0)
  })
  it('offers refunds only when there is money on a card', () => {
    expect(cancelActions(15000)).toEqual(['refund-full', 'refund-part', 'refund-part-keep', 'credit'])
    expect(cancelActions(0)).toEqual(['cancel', 'credit'])
  })
})

describe('ownerActionQuestion', () => {
  it('says what will happen, with the amounts and the booking number', () => {
    expect(ownerActionQuestion('refund-full', booking)).toBe('Refund $150.00 to the card and cancel booking SW-1001?')
    expect(ownerActionQuestion('refund-part', booking, { amountCents: 4000 })).toBe('Refund $40.00 of the $150.00 paid by card and cancel booking SW-1001? The rest is kept.')
    expect(ownerActionQuestion('cancel', { ...booking, refundableCents: 0 })).toBe('Cancel booking SW-1001? Nothing was paid by card, so nothing is refunded.')
    expect(ownerActionQuestion('credit', { ...booking, creditCents: 2500 })).toContain('a class credit of $175.00')
    expect(ownerActionQuestion('goodwill-credit', booking, { amountCents: 2550 })).toBe('Email ada@example.com a class credit of $25.50, valid 12 months? Booking SW-1001 stays as it is.')
    expect(ownerActionQuestion('move', booking, { target: 'Adult, Sat Dec 5' })).toBe('Move booking SW-1001 to Adult, Sat Dec 5 and email ada@example.com the new date and place?')
    expect(ownerActionQuestion('resend-confirmation', booking)).toBe('Email the confirmation of booking SW-1001 to ada@example.com again?')
  })
  it('a part refund that keeps the booking: the amount of what is left, and the booking stays', () => {
    expect(ownerActionQuestion('refund-part-keep', { ...booking, refundableCents: 12500 }, { amountCents: 2500 })).toBe(
      'Refund $25.00 of the $125.00 left on the card and keep booking SW-1001 confirmed with its seats? ada@example.com is emailed the amount and the reason.',
    )
    expect(partRefundKeptWords('SW-1', { refund: 'refunded', amountCents: 2500, leftCents: 12500 })).toBe('$25.00 was refunded to the card. Booking SW-1 stays confirmed with its seats; $125.00 is left on the card.')
    expect(partRefundKeptWords('SW-1', { refund: 'repeated', amountCents: 2500, leftCents: 12500 })).toContain('nothing was refunded again')
    expect(partRefundKeptWords('SW-1', { refund: 'failed', amountCents: 2500, leftCents: 15000, failure: 'card_error' })).toMatch(/^Stripe refused the refund of \$25\.00 \(card_error\): nothing was refunded yet/)
  })
  it('a later refund after a part refund gives back the rest and says what went back earlier', () => {
    expect(ownerActionQuestion('refund-full', { ...booking, refundableCents: 12500, refundedCents: 2500 })).toBe(
      'Refund $125.00 to the card and cancel booking SW-1001? $25.00 of the $150.00 paid by card was refunded earlier and is not refunded again.',
    )
  })
  it('names what a class credit paid and where it goes back', () => {
    expect(ownerActionQuestion('refund-full', { ...booking, creditCents: 2500 })).toBe(
      'Refund $150.00 to the card and cancel booking SW-1001? The $25.00 paid by class credit goes back onto that credit.',
    )
  })
  it('a demo booking: the refund is asked and told without a card, which the demo never charged', () => {
    expect(ownerActionQuestion('refund-part', { ...booking, demo: true }, { amountCents: 4000 })).toBe(
      'Cancel booking SW-1001 with a refund of $40.00 of its $150.00? Demo booking: nothing was charged, so nothing goes back to a card.',
    )
    expect(ownerActionQuestion('refund-full', { ...booking, demo: true })).not.toContain('to the card')
    expect(refundResultWords('SW-1', { refund: 'refunded', refundCents: 4000 }, true)).toBe(
      'Booking SW-1 is cancelled with a refund of $40.00. Demo booking: nothing was charged, so nothing goes back to a card.',
    )
  })
  it('offers no confirmation for a class the studio cancelled: the class-cancelled email goes again', () => {
    expect(resendLabel(true)).toBe('Resend the class-cancelled email')
    expect(ownerActionQuestion('resend-confirmation', { ...booking, classCancelled: true })).not.toContain('confirmation')
  })
})

describe('what went out', () => {
  it('lists each email with its subject and address, or says none was sent', () => {
    expect(emailsSentWords([{ to: 'a@example.com', subject: 'Your booking moved' }, { to: 'b@example.com', subject: 'Seats for you' }])).toBe(
      'Emailed: "Your booking moved" to a@example.com; "Seats for you" to b@example.com.',
    )
    expect(emailsSentWords([])).toBe('No email was sent.')
  })
  it('labels a move target with its time in Pacific and its free seats', () => {
    const label = moveTargetLabel({ className: 'Adult Self-Defense', startTime: '2026-12-05T18:00:00.000Z', date: '2026-12-05', city: 'Danville', remaining: 1 })
    expect(label).toBe('Adult Self-Defense, Sat Dec 5, 10:00 AM Danville: 1 seat free')
  })
})

describe('refundResultWords', () => {
  it('tells a refused refund apart from a made one', () => {
    expect(refundResultWords('SW-1', { refund: 'refunded', refundCents: 4000 })).toBe('Booking SW-1 is cancelled and $40.00 was refunded to the card.')
    expect(refundResultWords('SW-1', { refund: 'failed', refundCents: 4000, failure: 'card expired' })).toContain('Stripe refused the refund of $40.00 (card expired)')
  })
})
