import { describe, expect, it } from 'vitest'

import { importRegistrationEmail } from './importRegistrationEmail'
import { sampleBookingEmailData } from './sampleBookingEmailData.test-fixture'

const booking = sampleBookingEmailData({
  contactFirstName: 'Kim',
  className: 'Mother & Daughter <Basics>',
  participants: [
    'Kim Park (16+)',
    'Mia Park (12-15)',
  ],
  totalCents: 0,
})

describe('importRegistrationEmail', () => {
  const email = importRegistrationEmail(booking, 'Girl Scout Troop 60412')

  it('says who registered them, for which class and when', () => {
    expect(email.subject).toBe('You are registered: Mother & Daughter <Basics> on Friday, July 10, 2026')
    expect(email.text).toContain(
      'Hi Kim, you are registered for Mother & Daughter <Basics> on Friday, July 10, 2026 through Girl Scout Troop 60412.',
    )
    expect(email.text).toContain('When: Friday, July 10, 2026, 8:00 PM – 10:00 PM (Pacific time)')
    expect(email.text).toContain('Participants: Kim Park (16+), Mia Park (12-15)')
    expect(email.text).toContain('Booking number: SWSD-1234')
    expect(email.html).toContain('through Girl Scout Troop 60412')
  })

  it('links the class-prep page but has no total and no public refund policy', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain('https://swsd.example/class-prep/42')
      expect(part).not.toContain('public-class-policies')
      expect(part).not.toContain('Total')
      expect(part).not.toContain('$')
    }
  })

  it('escapes CMS text in the HTML part', () => {
    expect(email.html).toContain('Mother &amp; Daughter &lt;Basics&gt;')
  })

  it('mentions the calendar file, which a date-only class gets too (an all-day event)', () => {
    expect(email.text).toContain('A calendar file (.ics) is attached.')
    expect(importRegistrationEmail({ ...booking, startTime: null, endTime: null }, 'SWSD').text).toContain('A calendar file (.ics) is attached.')
  })
})
