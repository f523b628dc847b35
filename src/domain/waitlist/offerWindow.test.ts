import { describe, expect, it } from 'vitest'

import { isWaitlistClosed, offerEndsAt, waitlistClosesAt } from './offerWindow'

const start = new Date('2026-12-05T18:00:00Z')
// Registration closes at 14:00Z (4 hours before); the list closes 2 hours before that, at 12:00Z.

describe('offerEndsAt', () => {
  it('holds the seats for the offer time when the class is far away', () => {
    expect(offerEndsAt(new Date('2026-12-01T10:00:00Z'), start, 12)).toEqual(new Date('2026-12-01T22:00:00Z'))
  })

  it('ends the offer when registration closes, 4 hours before the class', () => {
    expect(offerEndsAt(new Date('2026-12-05T06:00:00Z'), start, 12)).toEqual(new Date('2026-12-05T14:00:00Z'))
  })

  it('never makes an offer shorter than 2 hours: the last one is made exactly 2 hours before registration closes', () => {
    expect(offerEndsAt(new Date('2026-12-05T11:59:59Z'), start, 12)).toEqual(new Date('2026-12-05T14:00:00Z'))
    expect(offerEndsAt(new Date('2026-12-05T12:00:00Z'), start, 12)).toBeNull()
    expect(offerEndsAt(new Date('2026-12-05T13:00:00Z'), start, 12)).toBeNull()
  })

  it('an owner setting under the floor still gives 2 hours', () => {
    expect(offerEndsAt(new Date('2026-12-01T10:00:00Z'), start, 1)).toEqual(new Date('2026-12-01T12:00:00Z'))
  })

  it('closes the list 2 hours before registration closes, at the exact boundary', () => {
    expect(waitlistClosesAt(start)).toEqual(new Date('2026-12-05T12:00:00Z'))
    expect(isWaitlistClosed(start, new Date('2026-12-05T12:00:00Z'))).toBe(true)
    expect(isWaitlistClosed(start, new Date('2026-12-05T11:59:59Z'))).toBe(false)
  })
})
