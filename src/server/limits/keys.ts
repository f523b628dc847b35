import { createHash } from 'node:crypto'

import { normaliseEmail } from '@/domain/limits/publicLimits'

/** An email as a limit key: normalised, then hashed, so rate_limits holds no addresses and every key fits its column. */
export const emailKey = (email: string): string => createHash('sha256').update(normaliseEmail(email)).digest('hex')

/** A network address as stored on a booking (to count its live holds): hashed, like every key, never the address. */
export const addressKey = (address: string): string => createHash('sha256').update(address).digest('hex')
