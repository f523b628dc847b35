import { describe, expect, it } from 'vitest'

import { waitlistClosedEmail, type WaitlistEmailData, waitlistLapsedEmail, waitlistOfferEmail } from './waitlistEmails'

const data = (seats: number): WaitlistEmailData => ({
  firstName: 'Ada',
  className: 'Adult & Teen Self-Defense',
  start: new Date('2026-12-05T18:00:00Z'),
  end: new Date('2026-12-05T21:00:00Z'),
  seats,
  entryUrl: 'https://example.test/waitlist/abc',
  businessName: 'SWSD',
})
const offeredUntil = new Date('2026-12-02T06:00:00Z')

describe('the offer email', () => {
  it('agrees in number: 1 seat … It stays held … gets it', () => {
    const { text } = waitlistOfferEmail({ ...data(1), offeredUntil })
    expect(text).toContain('1 seat in Adult & Teen Self-Defense is now held for you.')
    expect(text).toContain('It stays held until Tuesday, December 1, 2026 at 10:00 PM (Pacific time).')
    expect(text).toContain('so the next person on the list gets it.')
    expect(text).not.toMatch(/They stay|gets them/)
  })
  it('2 seats … They stay held … gets them', () => {
    const { text } = waitlistOfferEmail({ ...data(2), offeredUntil })
    expect(text).toContain('2 seats in Adult & Teen Self-Defense are now held for you.')
    expect(text).toContain('They stay held until')
    expect(text).toContain('gets them.')
  })
})

describe('the lapsed offer email', () => {
  it('says the seats went to the next person only when they did', () => {
    expect(waitlistLapsedEmail({ ...data(2), passedOn: true }).text).toContain(
      "The seats we held for you in Adult & Teen Self-Defense were not paid for in time, so we've offered them to the next person on the waitlist. Nothing was charged.",
    )
    const kept = waitlistLapsedEmail({ ...data(1), passedOn: false }).text
    expect(kept).toContain('The seat we held for you in Adult & Teen Self-Defense was not paid for in time, so the hold has ended. Nothing was charged.')
    expect(kept).not.toContain('next person')
  })
})

describe('the waitlist closed email', () => {
  it('says no seats freed up only when none did', () => {
    const none = waitlistClosedEmail({ ...data(1), classCancelled: false, seatsFreed: false }).text
    expect(none).toContain('Registration for Adult & Teen Self-Defense ends soon, too soon to hold seats for anyone, so its waitlist has closed. No seats freed up in time. Nothing was charged.')
    const single = waitlistClosedEmail({ ...data(1), classCancelled: false, seatsFreed: true }).text
    expect(single).toContain('The seats that freed up could not be held for you in time. Nothing was charged.')
    expect(single).not.toContain('No seats freed up')
    const party = waitlistClosedEmail({ ...data(3), classCancelled: false, seatsFreed: true }).text
    expect(party).toContain('The seats that freed up could not be held for your party in time.')
  })
  it('a cancelled class says so', () => {
    expect(waitlistClosedEmail({ ...data(2), classCancelled: true }).text).toContain("We're sorry: Adult & Teen Self-Defense has been cancelled, so its waitlist has closed. Nothing was charged.")
  })
})
