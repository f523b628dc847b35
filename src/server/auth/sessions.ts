import { jwtSign, type PayloadRequest } from 'payload'

import { setSessionExpiry } from '@/server/db/usersSessions'
import { drizzleOf } from '@/server/transaction'

/** The claims of a token Payload has just signed in this request (decoded only: it has not left the server). */
const claimsOf = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))

/**
 * Makes the session of `token` end at `end`: its stored expiry, and a new token that expires then. Payload's JWT
 * strategy checks only that the session still exists, so the token's own expiry is what the server refuses after `end`.
 */
export async function endSessionAt(req: PayloadRequest, token: string, end: Date): Promise<{ token: string; exp: number }> {
  const { iat: _iat, exp: _exp, ...fields } = claimsOf(token)
  if (typeof fields.sid !== 'string') throw new Error('The token names no session')
  await setSessionExpiry(await drizzleOf(req.payload, req), fields.sid, end)
  const seconds = Math.max(1, Math.round((end.getTime() - Date.now()) / 1000))
  return jwtSign({ fieldsToSign: fields, secret: req.payload.secret, tokenExpiration: seconds })
}
