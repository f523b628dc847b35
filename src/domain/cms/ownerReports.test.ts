import { describe, expect, it } from 'vitest'

import { cancellationLine, cancellationReport, offersReport, raisedSpotsReport, removalReport, waitlistClosedReport } from './ownerReports'

const pat = { bookingId: 1, name: 'Pat Lee', email: 'pat@example.com', seats: 2, paidCents: 15000, creditCents: 0, host: null }

describe("what the owner is told after a save", () => {
  it('names each party offered seats, with the seats and the Pacific time the hold ends', () => {
    expect(offersReport([{ name: 'Mia Hopper', email: 'mia@example.com', seats: 3, offeredUntil: '2026-11-29T07:15:00.000Z' }])).toBe(
      'Offered seats to Mia Hopper (mia@example.com): 3 seats held until Sat, Nov 28, 2026, 11:15 PM Pacific. The offer email is queued.',
    )
    expect(offersReport([])).toBe('')
  })

  it('says whether the removed party was emailed and what was released', () => {
    expect(removalReport({ name: 'Mia Hopper', email: 'mia@example.com', emailed: false, releasedSeats: 0 })).toBe('Removed Mia Hopper from the waitlist. No email was sent.')
    expect(removalReport({ name: 'Mia Hopper', email: 'mia@example.com', emailed: true, releasedSeats: 2 })).toBe(
      'Removed Mia Hopper from the waitlist. An email telling them is queued to mia@example.com. The 2 seats held for their offer were released.',
    )
  })

  it('before and after cancelling: each customer, what they paid and what they are offered', () => {
    expect(cancellationLine(pat)).toBe(
      'Pat Lee (pat@example.com), 2 seats, paid $150.00: the choice of a full refund or a free move to another class (nothing is refunded until they choose)',
    )
    expect(cancellationLine({ ...pat, paidCents: 0, creditCents: 7500, host: 'City of Walnut Creek' })).toBe(
      "Pat Lee (pat@example.com), 2 seats, paid $0.00 by card and $75.00 from a class credit: a notice that the class is off (City of Walnut Creek's rules apply to their registration; no refund or move is offered here)",
    )
    expect(cancellationReport([], 0)).toBe('Class cancelled. It had no confirmed bookings, so no customer was emailed.')
    expect(cancellationReport([pat], 1)).toBe(
      'Class cancelled. Emailed 1 customer:\n• Pat Lee (pat@example.com), 2 seats, paid $150.00: the choice of a full refund or a free move to another class (nothing is refunded until they choose)',
    )
    expect(cancellationReport([], 2)).toBe('Class cancelled. 2 customers had been told when it was cancelled before and were not emailed again.')
  })

  it('raising spots names who was offered them, or why no one was', () => {
    const mia = { name: 'Mia Hopper', email: 'mia@example.com', seats: 2, offeredUntil: null }
    expect(raisedSpotsReport({ from: 3, to: 5 }, [mia], 0)).toBe('Spots raised from 3 to 5. Offered seats to Mia Hopper (mia@example.com): 2 seats held. The offer email is queued.')
    expect(raisedSpotsReport({ from: 3, to: 4 }, [], 0)).toBe('Spots raised from 3 to 4. No one is on its waitlist, so no offer was sent.')
    expect(raisedSpotsReport({ from: 3, to: 4 }, [], 1)).toBe('Spots raised from 3 to 4. No offer was sent: the 1 party waiting does not fit the free seats together.')
  })
})

describe('what the owner is told about a cancelled class’s waitlist', () => {
  it('counts the parties emailed and the open offers released, in number', () => {
    expect(waitlistClosedReport({ closed: 0, offersReleased: 0 })).toBe('')
    expect(waitlistClosedReport({ closed: 1, offersReleased: 0 })).toBe('Its waitlist closed: 1 party emailed that the class was cancelled.')
    expect(waitlistClosedReport({ closed: 3, offersReleased: 2 })).toBe(
      'Its waitlist closed: 3 parties emailed that the class was cancelled. The seats held for 2 open offers were released; they can no longer be paid.',
    )
  })
})
