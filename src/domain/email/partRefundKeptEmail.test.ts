import { describe, expect, it } from 'vitest'

import { bookingCancelledByStudioEmail, bookingCancelledEmail } from './bookingChangeEmails'
import { partRefundKeptEmail } from './partRefundKeptEmail'
import { sampleBookingEmailData } from './sampleBookingEmailData.test-fixture'

const booking = { ...sampleBookingEmailData(), totalCents: 15000 }

describe('partRefundKeptEmail', () => {
  it('gives the amount of the payment refunded, the reason, and that the booking stays', () => {
    const email = partRefundKeptEmail(booking, { amountCents: 2500, refund: 'refunded', reason: 'The class started late.' })
    expect(email.subject).toBe(`Refund of $25.00: booking ${booking.bookingNumber}`)
    expect(email.text).toContain(`We have refunded $25.00 of your payment of $150.00 to the card you paid with.`)
    expect(email.text).toContain('The reason, in our words: The class started late.')
    expect(email.text).toContain(`Your booking ${booking.bookingNumber} stays as it is`)
  })
  it('when Stripe refused it for now, promises the refund and an email once it is on its way', () => {
    expect(partRefundKeptEmail(booking, { amountCents: 2500, refund: 'failed', reason: 'Late.' }).text).toContain('we are trying again and will email you once it is on its way')
  })
  it('a demo booking: recorded, nothing charged', () => {
    const text = partRefundKeptEmail({ ...booking, demoCheckout: true }, { amountCents: 2500, refund: 'refunded', reason: 'Late.' }).text
    expect(text).toContain('Demo booking: nothing was charged')
    expect(text).not.toContain('to the card you paid with')
  })
})

describe('a cancellation after a part refund that kept the booking', () => {
  it('refunds the rest and says what went back earlier', () => {
    const customer = bookingCancelledEmail({ ...booking, refundedCents: 2500 }, 'refunded').text
    expect(customer).toContain('$125.00 of your payment of $150.00 has been refunded to the card you paid with.')
    expect(customer).toContain('The other $25.00 was refunded to your card earlier.')
    expect(customer).not.toContain('refunded in full')
    expect(bookingCancelledByStudioEmail({ ...booking, refundedCents: 2500 }, 'refunded', 12500).text).toContain('The other $25.00 was refunded to your card earlier.')
  })
})
