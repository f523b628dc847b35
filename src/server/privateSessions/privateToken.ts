import { createHash, createHmac, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import type { PrivateSession } from '@/payload-types'

import { hashManageToken } from '../bookings/manageToken'

/**
 * The private link of a proposal (/private-sessions/{token}), made like a booking's manage link: an HMAC, keyed by the
 * server's secret, of a random nonce the session keeps; the session stores the nonce and the token's sha256, never the token.
 */
const key = () => createHash('sha256').update(`private-session:${env.PAYLOAD_SECRET}`).digest()

const tokenOf = (nonce: string): string => createHmac('sha256', key()).update(nonce).digest('base64url')

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newPrivateTokenFields(): { tokenNonce: string; tokenHash: string } {
  const nonce = randomBytes(16).toString('base64url')
  return { tokenNonce: nonce, tokenHash: hashManageToken(tokenOf(nonce)) }
}

export const privateSessionPath = (nonce: string): string => `/private-sessions/${tokenOf(nonce)}`

export const privateSessionUrl = (nonce: string): string => `${env.SERVER_URL}${privateSessionPath(nonce)}`

/** The session a private link opens, or null (a wrong or malformed token: the caller cannot tell which). */
export async function privateSessionOfToken(payload: Payload, token: string): Promise<PrivateSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const { docs } = await payload.find({
    collection: 'private-sessions',
    where: { tokenHash: { equals: hashManageToken(token) } },
    depth: 1,
    limit: 1,
    overrideAccess: true, // system call: the holder of the session's private link
    showHiddenFields: true,
  })
  const session = docs[0]
  return session?.tokenNonce && tokenOf(session.tokenNonce) === token ? session : null
}
