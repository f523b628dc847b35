/** A live waitlist entry's place in line as stored: its id and position (ties and gaps are possible). */
export type Place = { id: number; position: number }

/**
 * The class's live entries numbered 1..n in their order after the owner moved one: by position, and where the moved
 * entry now shares a position with another, it goes before it when moved up (3 → 1 puts it first) and after it when
 * moved down (1 → 3 puts it third). Answers each entry's new position.
 */
export function lineOrder(places: readonly Place[], moved?: { id: number; up: boolean }): Map<number, number> {
  const tie = (p: Place) => (p.id === moved?.id ? (moved.up ? -1 : 1) : 0)
  const sorted = [...places].sort((a, b) => a.position - b.position || tie(a) - tie(b) || a.id - b.id)
  return new Map(sorted.map((p, index) => [p.id, index + 1]))
}
