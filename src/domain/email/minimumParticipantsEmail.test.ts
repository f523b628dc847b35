import { describe, expect, it } from 'vitest'

import { minimumParticipantsEmail } from './minimumParticipantsEmail'

const short = {
  className: 'Adult Self-Defense <Basics>',
  start: new Date('2026-07-11T03:00:00.000Z'),
  end: new Date('2026-07-11T05:00:00.000Z'),
  confirmedSeats: 1,
  minimum: 4,
  cmsUrl: 'https://swsd.example/cms/collections/schedules/42',
  businessName: 'SWSD',
}

describe('minimumParticipantsEmail', () => {
  it('gives the count against the minimum and the one-click link to the class in /cms', () => {
    const email = minimumParticipantsEmail(short)
    expect(email.subject).toBe('Below minimum: Adult Self-Defense <Basics> on Friday, July 10, 2026 (1 of 4)')
    expect(email.text).toContain('has 1 confirmed seat, below its minimum of 4.')
    expect(email.text).toContain('Open the class in the CMS: https://swsd.example/cms/collections/schedules/42')
    expect(email.html).toContain('href="https://swsd.example/cms/collections/schedules/42"')
    expect(email.text).toContain('Nothing has been cancelled.')
  })

  it('escapes the class name in its HTML', () => {
    expect(minimumParticipantsEmail(short).html).not.toContain('<Basics>')
  })
})
