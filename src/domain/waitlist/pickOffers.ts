/** A place on a class's waitlist, as the offer rule sees it. */
export type WaitingParty = { id: number; position: number; seats: number }

/**
 * The fairness rule of the waitlist: walk the list in order and offer every party whose WHOLE party fits in the seats
 * still free. A party is never split; a party that does not fit keeps its place and is skipped for now, so a smaller
 * party further down may be offered seats a larger one cannot use. Seats therefore go to the earliest parties that
 * can use them: two free seats go to a mother-daughter pair at the top, but to two single people who joined before it.
 * Answers the ids to offer, in list order.
 */
export function pickOffers(freeSeats: number, waiting: readonly WaitingParty[]): number[] {
  let left = freeSeats
  const offered: number[] = []
  for (const party of [...waiting].sort((a, b) => a.position - b.position || a.id - b.id)) {
    if (party.seats > 0 && party.seats <= left) {
      offered.push(party.id)
      left -= party.seats
    }
  }
  return offered
}
