import { describe, expect, it } from 'vitest'

import { entryEventSentence, entryEvents, entryStanding } from './entryHistoryWords'

describe('a waitlist entry history in words', () => {
  it('shows times in Pacific, never ISO, and who did it', () => {
    const sentence = entryEventSentence({
      at: '2026-11-28T23:15:40.206Z',
      action: 'offered: 2 seats held until 2026-11-29T07:15:40.206Z (booking 12)',
      actor: 'system (waitlist)',
    })
    expect(sentence).toBe('Sat, Nov 28, 2026, 3:15 PM: Offered: 2 seats held until Sat, Nov 28, 2026, 11:15 PM Pacific (booking 12), by the system (waitlist).')
    expect(sentence).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
  })

  it('words the old /cms change events: positions moved and statuses by their labels', () => {
    expect(entryEventSentence({ at: '2026-07-04T17:00:00.000Z', action: 'changed in /cms: position 3 → 1, status waiting → left', actor: 'owner jo@example.com' })).toBe(
      'Sat, Jul 4, 2026, 10:00 AM: Moved from position 3 to 1, status changed from Waiting to Left (the customer) in /cms, by the owner (jo@example.com).',
    )
    expect(entryEventSentence({ at: '2026-07-04T17:00:00.000Z', action: 'joined at position 2 with 1 seat', actor: 'customer (waitlist form)' })).toBe(
      'Sat, Jul 4, 2026, 10:00 AM: Joined at position 2 with 1 seat, by the customer (waitlist form).',
    )
  })

  it('reads only events from what is stored', () => {
    expect(entryEvents(null)).toEqual([])
    expect(entryEvents({ at: 'x' })).toEqual([])
    expect(entryEvents([{ at: 'x', action: 'a', actor: 'b' }, 3, null])).toHaveLength(1)
  })

  it('a closed entry the studio removed reads "Removed by the studio"; one closed with the list reads "Closed"', () => {
    const removed = [{ at: '2026-07-04T17:00:00.000Z', action: 'Removed by the studio', actor: 'owner jo@example.com', kind: 'removed' }]
    expect(entryStanding('closed', removed)).toBe('Removed by the studio')
    expect(entryStanding('closed', [])).toBe('Closed')
    expect(entryStanding('left', removed)).toBe('Left (the customer)')
    expect(entryStanding('offered', null)).toBe('Offered: seats held')
  })
})
