import { describe, expect, it } from 'vitest'

import { isWaitlistClosed, offerEndsAt } from './offerWindow'

const start = new Date('2026-12-05T18:00:00Z')

describe('offerEndsAt', () => {
  it('holds the seats for the offer time when the class is far away', () => {
    expect(offerEndsAt(new Date('2026-12-01T10:00:00Z'), start, 12)).toEqual(new Date('2026-12-01T22:00:00Z'))
  })

  it('ends the offer when registration closes, 4 hours before the class', () => {
    expect(offerEndsAt(new Date('2026-12-05T06:00:00Z'), start, 12)).toEqual(new Date('2026-12-05T14:00:00Z'))
  })

  it('makes no offer once the list is closed, at the exact 4-hour boundary', () => {
    expect(offerEndsAt(new Date('2026-12-05T14:00:00Z'), start, 12)).toBeNull()
    expect(isWaitlistClosed(start, new Date('2026-12-05T14:00:00Z'))).toBe(true)
    expect(isWaitlistClosed(start, new Date('2026-12-05T13:59:59Z'))).toBe(false)
  })
})
