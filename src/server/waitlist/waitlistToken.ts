import { createHash, createHmac, randomBytes } from 'node:crypto'

import { env } from '@/lib/env'

/**
 * The private link of a waitlist entry (leave, pay for an offer, decline): an HMAC of a random nonce the entry keeps,
 * so every later email can name the same link; the entry stores the nonce and the token's sha256, never the token.
 */
const key = () => createHash('sha256').update(`waitlist-entry:${env.PAYLOAD_SECRET}`).digest()

export const waitlistTokenOf = (nonce: string): string => createHmac('sha256', key()).update(nonce).digest('base64url')

export const hashWaitlistToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export const WAITLIST_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newWaitlistTokenFields(): { tokenNonce: string; tokenHash: string } {
  const nonce = randomBytes(16).toString('base64url')
  return { tokenNonce: nonce, tokenHash: hashWaitlistToken(waitlistTokenOf(nonce)) }
}

export const waitlistPath = (nonce: string): string => `/waitlist/${waitlistTokenOf(nonce)}`

export const waitlistUrl = (nonce: string): string => `${env.SERVER_URL}${waitlistPath(nonce)}`
