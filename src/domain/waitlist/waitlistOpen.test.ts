import { describe, expect, it } from 'vitest'

import type { CardActionInput } from '../schedule/cardAction'
import { waitlistOpen } from './waitlistOpen'

const now = new Date('2026-12-01T12:00:00Z')
const input = (over: Partial<CardActionInput> = {}): CardActionInput => ({
  id: 7,
  type: 'public-mother-daughter',
  bookingMethod: 'swsd website',
  start: new Date('2026-12-10T18:00:00Z'),
  registrationOpens: null,
  bookingUrl: null,
  partnerOrganization: 'SWSD',
  businessName: 'SWSD',
  remaining: 1,
  ...over,
})

describe('waitlistOpen', () => {
  it('opens on a full class that is otherwise bookable here (one seat left is full for a pair)', () => {
    expect(waitlistOpen(input(), now)).toBe(true)
  })
  it('stays shut while the class has room, once registration closed, for a cancelled class and for a partner’s class', () => {
    expect(waitlistOpen(input({ remaining: 2 }), now)).toBe(false)
    expect(waitlistOpen(input({ start: new Date('2026-12-01T16:00:00Z') }), now)).toBe(false)
    expect(waitlistOpen(input({ isCancelled: true }), now)).toBe(false)
    expect(waitlistOpen(input({ partnerOrganization: 'City of Walnut Creek' }), now)).toBe(false)
  })
  it('shuts 2 hours before registration closes (6 hours before the class): no offer could be made any more', () => {
    expect(waitlistOpen(input({ start: new Date('2026-12-01T18:00:01Z') }), now)).toBe(true)
    expect(waitlistOpen(input({ start: new Date('2026-12-01T18:00:00Z') }), now)).toBe(false)
  })
})
