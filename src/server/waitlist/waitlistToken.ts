import { env } from '@/lib/env'

import { hashLinkToken, hmacLink, LINK_TOKEN_SHAPE } from '../links/hmacLink'

/**
 * The private link of a waitlist entry (leave, pay for an offer, decline): an HMAC of a random nonce the entry keeps,
 * so every later email can name the same link; the entry stores the nonce and the token's sha256, never the token.
 */
const link = hmacLink('waitlist-entry')

export const waitlistTokenOf = link.tokenOf

export const hashWaitlistToken = hashLinkToken

export const WAITLIST_TOKEN_SHAPE = LINK_TOKEN_SHAPE

export function newWaitlistTokenFields(): { tokenNonce: string; tokenHash: string } {
  const { nonce, hash } = link.fresh()
  return { tokenNonce: nonce, tokenHash: hash }
}

export const waitlistPath = (nonce: string): string => `/waitlist/${waitlistTokenOf(nonce)}`

export const waitlistUrl = (nonce: string): string => `${env.SERVER_URL}${waitlistPath(nonce)}`
