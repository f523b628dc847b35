import { createHash } from 'node:crypto'

import { normaliseEmail } from '@/domain/limits/publicLimits'

/** An email as a key (a limit's, a hold's): normalised, then hashed, so one person is one key and no email is kept. */
export const emailKey = (email: string): string => createHash('sha256').update(normaliseEmail(email)).digest('hex')

/** A network address as stored on a booking (to count its live holds): hashed, like every key, never the address. */
export const addressKey = (address: string): string => createHash('sha256').update(address).digest('hex')
