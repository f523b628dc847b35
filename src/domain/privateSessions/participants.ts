/** Who may be added to a private session: its organizer (or a participant through the join link) up to the expected number. */
export const participantLimitMessage = (expected: number): string =>
  `This session is booked for ${expected} ${expected === 1 ? 'participant' : 'participants'}. To add more, please contact us: the owner can change the number.`

/** Participants can be added while the session is confirmed and has not started, up to the expected number. */
export function addParticipantProblem(session: { status: string; startTime: string | Date; participants: number }, count: number, now: Date): string | null {
  if (session.status !== 'confirmed') return 'Participants can be added once the session is confirmed.'
  if (now.getTime() >= new Date(session.startTime).getTime()) return 'This session has started: participants can no longer be added here.'
  if (count >= session.participants) return participantLimitMessage(session.participants)
  return null
}
