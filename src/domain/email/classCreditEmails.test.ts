import { describe, expect, it } from 'vitest'

import { classCreditEmail, goodwillCreditEmail } from './classCreditEmails'
import { sampleBookingEmailData } from './sampleBookingEmailData.test-fixture'

describe('classCreditEmail', () => {
  const email = classCreditEmail(
    sampleBookingEmailData(),
    { code: 'CR-7K3M-Q9TX-2HWD', amountCents: 15000, expiresAt: '2027-11-23T18:00:00.000Z' },
    'https://swsd.example/public-classes',
  )

  it('names the code, the amount, the Pacific expiry date and how to use it', () => {
    expect(email.subject).toBe('Your class credit CR-7K3M-Q9TX-2HWD ($150.00)')
    expect(email.text).toContain('Credit code: CR-7K3M-Q9TX-2HWD')
    expect(email.text).toContain('Valid until: Tuesday, November 23, 2027')
    expect(email.text).toContain("'Have a class credit?'")
    expect(email.text).toContain('booking SWSD-1234 for Adult Self-Defense <Basics> on Friday, July 10, 2026, 8:00 PM – 10:00 PM (Pacific time) is cancelled')
    expect(email.text).not.toContain('))')
  })

  it('escapes what came from the CMS in its HTML', () => {
    expect(email.html).toContain('Adult Self-Defense &lt;Basics&gt;')
    expect(email.html).not.toContain('<Basics>')
  })
})

describe('goodwillCreditEmail', () => {
  const email = goodwillCreditEmail(
    { business: { name: 'Strong <Women>', phone: '925-555-0100', email: 'hello@swsd.example' } },
    { code: 'CR-7K3M-Q9TX-2HWD', amountCents: 2500, expiresAt: '2027-11-23T18:00:00.000Z' },
    'https://swsd.example/public-classes',
  )

  it('gives the code, the amount and the Pacific expiry date, without naming a booking', () => {
    expect(email.subject).toBe('A class credit for you: CR-7K3M-Q9TX-2HWD ($25.00)')
    expect(email.text).toContain('Strong <Women> has given you a class credit of $25.00 toward any class.')
    expect(email.text).toContain('Credit code: CR-7K3M-Q9TX-2HWD')
    expect(email.text).toContain('Valid until: Tuesday, November 23, 2027')
    expect(email.text).not.toMatch(/booking \S+ for/)
    expect(email.html).toContain('Strong &lt;Women&gt;')
  })
})
