import { describe, expect, it } from 'vitest'

import { bookingCancelledByStudioEmail, bookingCancelledEmail, bookingMovedEmail, classFilledRefundEmail, needsReviewNoticeEmail } from './bookingChangeEmails'
import { sampleBookingEmailData } from './sampleBookingEmailData.test-fixture'

const booking = sampleBookingEmailData()

describe('bookingMovedEmail', () => {
  const email = bookingMovedEmail(booking, { className: 'Old <Class>', when: 'Saturday, July 4, 2026' }, { chosenByCustomer: false, withCalendar: true })

  it('names the old class and the new one with its Pacific day and time, and keeps the booking number', () => {
    expect(email.subject).toBe('Your booking moved: Adult Self-Defense <Basics> on Friday, July 10, 2026')
    expect(email.text).toContain('has moved from Old <Class> (Saturday, July 4, 2026) to the class below')
    expect(email.text).toContain('When: Friday, July 10, 2026, 8:00 PM – 10:00 PM (Pacific time)')
    expect(email.text).toContain('Booking number: SWSD-1234')
    expect(email.text).toContain('Class preparation: https://swsd.example/class-prep/42')
  })

  it('a move made by the studio offers help if the new date does not work; one the customer chose does not', () => {
    expect(email.text).toContain('If the new date does not work for you')
    const chosen = bookingMovedEmail(booking, { className: 'Old', when: 'Saturday, July 4, 2026' }, { chosenByCustomer: true, withCalendar: true })
    expect(chosen.text).not.toContain('does not work for you')
    expect(chosen.text).toContain('The attached calendar file (class.ics) has the new date and time')
  })

  it('a move the customer paid a reschedule fee for is its receipt: the fee paid, not refundable, and no refund promised', () => {
    const paid = bookingMovedEmail(booking, { className: 'Old', when: 'Saturday, July 4, 2026' }, { chosenByCustomer: true, withCalendar: false, feePaidCents: 2000 })
    expect(paid.text).toContain('Receipt: we received your reschedule fee of $20.00 for this move, paid by card. Reschedule fees are not refunded, also when you later cancel with a full refund.')
    expect(paid.text).toContain('Reschedule fee paid: $20.00')
    expect(paid.text).toContain('Your participants, class payment and booking number stay the same.')
    expect(paid.text).not.toMatch(/is refunded|will be refunded|refunded to the card/)
    expect(email.text).not.toContain('Receipt')
  })

  it('escapes names in its HTML', () => {
    expect(email.html).toContain('Old &lt;Class&gt;')
    expect(email.html).not.toContain('<Class>')
  })
})

describe('bookingCancelledEmail', () => {
  it('a booking paid partly with a class credit says what goes back to the card and what back onto the credit', () => {
    const email = bookingCancelledEmail({ ...booking, totalCents: 5000, creditCents: 2500 }, 'refunded')
    expect(email.text).toContain('Your payment of $50.00 has been refunded in full to the card you paid with.')
    expect(email.text).toContain('The $25.00 paid with your class credit is back on that credit, for your next booking.')
    const allCredit = bookingCancelledEmail({ ...booking, totalCents: 0, creditCents: 7500 }, 'not-needed')
    expect(allCredit.text).toContain('Nothing was charged to a card, so there is nothing to refund there. The $75.00 paid with your class credit is back on that credit')
  })

  it('confirms the cancellation and says where the refund stands', () => {
    const email = bookingCancelledEmail(booking, 'pending')
    expect(email.subject).toBe('Booking cancelled: Adult Self-Defense <Basics> on Friday, July 10, 2026')
    expect(email.text).toContain('your booking SWSD-1234 for the class below is cancelled')
    expect(email.text).toContain('Your payment of $150.00 is being refunded in full')
    expect(bookingCancelledEmail(booking, 'not-needed').text).toContain('Nothing was charged')
  })
})

describe('classFilledRefundEmail', () => {
  it('says the seats were taken and the full amount goes back, with no booking number promised as a booking', () => {
    const email = classFilledRefundEmail(booking)
    expect(email.subject).toBe('We could not reserve your seats: Adult Self-Defense <Basics>')
    expect(email.text).toContain('We are refunding your payment of $150.00 in full.')
    expect(email.text).toContain('Reference: SWSD-1234')
    expect(email.text).not.toContain('Booking number:')
  })

  it('when Stripe refused the refund, says it could not be completed yet and the studio will follow up', () => {
    const email = classFilledRefundEmail(booking, 'refused')
    expect(email.text).toContain('could not complete the refund of your payment of $150.00 yet')
    expect(email.text).not.toContain('5-10 business days')
  })
})

describe('needsReviewNoticeEmail', () => {
  it('tells the owner which booking, who paid, what happened to the refund, and links to it', () => {
    const url = 'https://swsd.example/cms/collections/bookings/9'
    const refunded = needsReviewNoticeEmail(booking, { contactEmail: 'ada@example.com', refund: 'refunded', reviewUrl: url })
    expect(refunded.subject).toBe('Needs review: paid booking SWSD-1234 without seats (Adult Self-Defense <Basics>)')
    expect(refunded.text).toContain('Booking SWSD-1234 (ada@example.com)')
    expect(refunded.text).toContain('The payment has been refunded in full.')
    expect(refunded.text).toContain(url)
    const failed = needsReviewNoticeEmail(booking, { contactEmail: 'ada@example.com', refund: 'not-started', reviewUrl: url })
    expect(failed.text).toContain('please refund this payment in the Stripe dashboard')
  })
})

describe('a demo booking (paid in the demo checkout)', () => {
  const demo = { ...booking, demoCheckout: true, totalCents: 5000, creditCents: 2500 }
  it('never says money went back to a card: it says the demo charged nothing, and gives the credit part back', () => {
    const emails = [
      bookingCancelledEmail(demo, 'refunded', { total: '$70.00 ($50.00 for the class and $20.00 in reschedule fees)', refund: 'A full refund returns the $50.00.' }),
      bookingCancelledByStudioEmail(demo, 'refunded', 5000, 'The instructor is ill.'),
      classFilledRefundEmail(demo, 'refunded'),
    ]
    for (const email of emails) {
      expect(email.text).toContain('Demo booking: nothing was charged, so nothing goes back to a card.')
      expect(email.text).not.toMatch(/card you paid with|your bank|refunding|You paid/i)
    }
    expect(emails[0].text).toContain('The $25.00 paid with your class credit is back on that credit')
  })
})
