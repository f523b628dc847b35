import { formatInTimeZone } from 'date-fns-tz'

import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

/** How a page says a participant's waiver is signed. */
export const signedWords = (signed: { signerName: string; signedAt: string }) =>
  `Waiver signed by ${signed.signerName} on ${formatInTimeZone(new Date(signed.signedAt), BUSINESS_TIME_ZONE, 'MMM d, yyyy')}.`
