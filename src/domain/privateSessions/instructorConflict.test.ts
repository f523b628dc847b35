import { describe, expect, it } from 'vitest'

import { conflictSentence, firstConflict } from './instructorConflict'

// Sat, Dec 12 2026, 10:00-12:00 Pacific = 18:00-20:00 UTC
const adult = { title: 'Adult & Teen Self-Defense', start: new Date('2026-12-12T18:00:00Z'), end: new Date('2026-12-12T20:00:00Z') }
const at = (startIso: string, minutes = 60) => ({ start: new Date(startIso), end: new Date(new Date(startIso).getTime() + minutes * 60_000) })

describe('firstConflict', () => {
  it('allows a session starting exactly the buffer after the other ends, refuses one a minute sooner', () => {
    expect(firstConflict(at('2026-12-12T21:00:00Z'), [adult], 60)).toBeNull()
    expect(firstConflict(at('2026-12-12T20:59:00Z'), [adult], 60)).toBe(adult)
  })
  it('allows a session ending exactly the buffer before the other starts, refuses one a minute later', () => {
    expect(firstConflict(at('2026-12-12T16:00:00Z'), [adult], 60)).toBeNull()
    expect(firstConflict(at('2026-12-12T16:01:00Z'), [adult], 60)).toBe(adult)
  })
  it('refuses an overlap whatever the buffer', () => {
    expect(firstConflict(at('2026-12-12T19:00:00Z'), [adult], 0)).toBe(adult)
  })
})

describe('conflictSentence', () => {
  it('names the instructor, the class and its Pacific time', () => {
    expect(conflictSentence('Dana', adult)).toBe('Dana already teaches Adult & Teen Self-Defense on Sat, Dec 12, 10:00 AM-12:00 PM')
  })
})
