/** The booking fields whose changes its history records (not email statuses, tokens or bookkeeping). */
export const TRACKED_FIELDS = [
  'status',
  'schedule',
  'contactFirstName',
  'contactLastName',
  'contactEmail',
  'contactPhone',
  'participantCount',
  'seats',
  'totalCents',
  'stripeSessionId',
  'stripePaymentIntentId',
  'paidAt',
  'stripeRefundId',
  'refundedAt',
  'moveCount',
] as const

type Value = string | number | boolean | null
type Record_ = Partial<Record<(typeof TRACKED_FIELDS)[number], unknown>>

/** A relationship is kept as its id, every empty value as null, so a populated and an unpopulated read compare equal. */
const plain = (value: unknown): Value => {
  if (value == null || value === '') return null
  if (typeof value === 'object' && 'id' in value) return (value as { id: number }).id
  return value as Value
}

/** The tracked fields that differ between two versions of a booking, as { before, after }; null when none did. */
export function bookingChanges(before: Record_ | null, after: Record_): { before: Record<string, Value>; after: Record<string, Value> } | null {
  const was: Record<string, Value> = {}
  const is: Record<string, Value> = {}
  for (const field of TRACKED_FIELDS) {
    const a = plain(before?.[field])
    const b = plain(after[field])
    if (a === b) continue
    if (before) was[field] = a
    is[field] = b
  }
  return Object.keys(is).length ? { before: was, after: is } : null
}
