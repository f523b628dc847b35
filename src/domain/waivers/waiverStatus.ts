/** Where a participant's waiver stands: signed, not signed yet, or not asked (booked before any waiver existed). */
export type WaiverStatus = 'signed' | 'not signed' | 'not asked'

/** The words the roster and its CSV use for it. */
export const WAIVER_STATUS_LABELS: Record<WaiverStatus, string> = {
  signed: 'Signed',
  'not signed': 'Not signed',
  'not asked': 'Not asked',
}
