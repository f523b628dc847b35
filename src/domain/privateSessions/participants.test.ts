import { describe, expect, it } from 'vitest'

import { addParticipantProblem, participantLimitMessage } from './participants'

const session = { status: 'confirmed', startTime: '2026-12-10T18:00:00Z', participants: 2 }
const before = new Date('2026-12-01T00:00:00Z')

describe('addParticipantProblem', () => {
  it('lets the organizer add up to the expected number', () => {
    expect(addParticipantProblem(session, 0, before)).toBeNull()
    expect(addParticipantProblem(session, 1, before)).toBeNull()
    expect(addParticipantProblem(session, 2, before)).toBe(participantLimitMessage(2))
  })
  it('refuses before confirmation and from the start', () => {
    expect(addParticipantProblem({ ...session, status: 'proposal-sent' }, 0, before)).toMatch(/once the session is confirmed/)
    expect(addParticipantProblem(session, 0, new Date('2026-12-10T18:00:00Z'))).toMatch(/has started/)
    expect(addParticipantProblem(session, 0, new Date('2026-12-10T17:59:59Z'))).toBeNull()
  })
  it('says the owner can add more', () => {
    expect(participantLimitMessage(1)).toBe('This session is booked for 1 participant. To add more, please contact us: the owner can change the number.')
  })
})
