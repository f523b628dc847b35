import { describe, expect, it } from 'vitest'

import { fullBadge, waitlistStatusNote } from './waitlistWords'

describe('the private page of a lapsed offer', () => {
  it('says nothing was charged only when nothing was, and never claims where the seats went', () => {
    expect(waitlistStatusNote('lapsed', 0, false)).toBe('The seats held for you were not paid for in time, so the offer has ended. Nothing was charged.')
    expect(waitlistStatusNote('lapsed', 0, false, 'refunding')).toBe(
      'The seats held for you were not paid for in time, so the offer has ended. Your payment came after the offer ended, so it is being refunded.',
    )
    expect(waitlistStatusNote('lapsed', 0, false, 'refunded')).toContain('so it was refunded.')
    expect(waitlistStatusNote('lapsed', 0, false, 'refunded')).not.toContain('Nothing was charged')
  })
  it('an offer whose time ran out says only that', () => {
    expect(waitlistStatusNote('offered', 0, false)).toBe("The offer's time has run out, so it can no longer be paid.")
  })
})

describe("the schedule's badge of a full class", () => {
  it('counts people, each person of a waiting party', () => {
    expect(fullBadge(0)).toBe('Full')
    expect(fullBadge(1)).toBe('Full — 1 person waiting')
    expect(fullBadge(3)).toBe('Full — 3 people waiting')
  })
})
