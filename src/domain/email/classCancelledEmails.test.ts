import { describe, expect, it } from 'vitest'

import { classCancelledEmail } from './classCancelledEmails'
import { sampleBookingEmailData } from './sampleBookingEmailData.test-fixture'

const booking = { ...sampleBookingEmailData(), manageUrl: 'https://swsd.example/manage-booking/tok' }

describe('classCancelledEmail', () => {
  it('says the class is cancelled and offers a refund or priority rescheduling through the manage link', () => {
    const email = classCancelledEmail(booking, { reminder: false })
    expect(email.subject).toBe('Class cancelled: Adult Self-Defense <Basics> on Friday, July 10, 2026')
    expect(email.text).toContain('we had to cancel the class below, which your booking SWSD-1234 is for')
    expect(email.text).toContain('a full refund, or priority rescheduling')
    expect(email.text).toContain('even one whose registration has not opened yet. Nothing is refunded until you choose.')
    expect(email.text).toContain('Choose a refund or a new class: https://swsd.example/manage-booking/tok')
    expect(email.html).toContain('href="https://swsd.example/manage-booking/tok"')
    expect(email.html).not.toContain('<Basics>')
  })

  it('as a reminder, asks again for the choice', () => {
    const email = classCancelledEmail(booking, { reminder: true })
    expect(email.subject).toBe('Reminder: please choose a refund or a new class (Adult Self-Defense <Basics>, Friday, July 10, 2026)')
    expect(email.text).toContain('have not yet heard which you prefer for your booking SWSD-1234')
  })
})
