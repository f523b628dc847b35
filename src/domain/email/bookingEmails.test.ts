import { describe, expect, it } from 'vitest'

import { confirmationEmail, reminderEmail } from './bookingEmails'
import { inquiryAcknowledgementEmail, inquiryNoticeEmail } from './inquiryEmails'
import { sampleBookingEmailData } from './sampleBookingEmailData.test-fixture'

const booking = sampleBookingEmailData()

describe('confirmationEmail', () => {
  const email = confirmationEmail(booking)

  it('gives the class, Pacific date and time, place with a map link, participants, total and booking number', () => {
    expect(email.subject).toBe('Booking confirmed: Adult Self-Defense <Basics> on Friday, July 10, 2026')
    expect(email.text).toContain('When: Friday, July 10, 2026, 8:00 PM – 10:00 PM (Pacific time)')
    expect(email.text).toContain('Where: Studio A, 1250 Locust St, Walnut Creek (https://www.google.com/maps/search/?api=1&query=1250%20Locust%20St%2C%20Walnut%20Creek)')
    expect(email.text).toContain('Participants: Ada Lovelace, Grace Hopper')
    expect(email.text).toContain('Total: $150.00')
    expect(email.text).toContain('Booking number: SWSD-1234')
  })

  it('links the class-prep and policies pages in both parts', () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain('https://swsd.example/class-prep/42')
      expect(part).toContain('https://swsd.example/public-class-policies')
      expect(part).toContain('https://swsd.example/manage-booking/tok')
    }
  })

  it('escapes CMS and visitor text in the HTML part', () => {
    expect(email.html).toContain('Adult Self-Defense &lt;Basics&gt;')
    expect(email.html).not.toContain('<Basics>')
  })

  it('shows the class credit applied before the total left to pay, and no credit line without one', () => {
    const credited = confirmationEmail({ ...booking, creditCents: 7500, totalCents: 0 })
    expect(credited.text).toContain('Class credit applied: $75.00\nTotal: $0.00')
    expect(email.text).not.toContain('Class credit applied')
  })

  it('says the date only for a class without a start time', () => {
    expect(confirmationEmail({ ...booking, startTime: null, endTime: null }).text).toContain('When: Friday, July 10, 2026\n')
  })
})

describe('reminderEmail', () => {
  it('reminds of tomorrow with the prep link', () => {
    const email = reminderEmail(booking)
    expect(email.subject).toBe('Reminder: Adult Self-Defense <Basics> tomorrow')
    expect(email.text).toContain('https://swsd.example/class-prep/42')
    expect(email.html).toContain('viewport')
  })

  it('carries the manage link in both parts, and none when the booking has no link', () => {
    const email = reminderEmail(booking)
    for (const part of [email.text, email.html]) expect(part).toContain('https://swsd.example/manage-booking/tok')
    expect(reminderEmail({ ...booking, manageUrl: null }).text).not.toContain('Manage your booking')
  })
})

describe('inquiry emails', () => {
  const inquiry = {
    formType: 'Workplace Safety',
    firstName: 'Lin',
    lastName: '<script>',
    email: 'lin@example.com',
    phone: '(925) 555-0199',
    city: 'Oakland',
    state: 'CA',
    organization: 'Acme',
    title: 'HR lead',
    webRequestDetails: 'Ten people, evenings',
    newsletter: true,
    business: booking.business,
  }

  it('gives the business the whole inquiry, escaped', () => {
    const email = inquiryNoticeEmail(inquiry)
    expect(email.text).toContain('Organization: Acme')
    expect(email.text).toContain('How can we help?: Ten people, evenings')
    expect(email.html).toContain('&lt;script&gt;')
    expect(email.html).not.toContain('<script>')
  })

  it('promises the sender a reply within 1-2 business days', () => {
    expect(inquiryAcknowledgementEmail(inquiry).text).toContain('within 1-2 business days')
  })
})

describe('the waiver link', () => {
  it('is in the confirmation only when the booking is asked to sign', () => {
    const url = 'https://swsd.example/manage-booking/abc/waiver'
    const asked = confirmationEmail(sampleBookingEmailData({ waiverUrl: url }))
    expect(asked.text).toContain(`signs our liability waiver online (a parent or guardian signs for anyone under 16).\n${url}`)
    expect(asked.html).toContain('Sign the waiver')
    expect(confirmationEmail(booking).text).not.toContain('waiver')
  })
})
