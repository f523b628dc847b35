import { createHash, createHmac, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import type { PrivateSession } from '@/payload-types'

import { hashManageToken } from '../bookings/manageToken'

/**
 * The private links of a session, made like a booking's manage link: an HMAC, keyed by the server's secret and the
 * link's purpose, of a random nonce the session keeps; the session stores the nonce and the token's sha256, never the
 * token. Two purposes: the organizer's link (/private-sessions/{token}) and the join link each participant adds
 * themself through (/private-sessions/join/{token}); one never opens what the other does.
 */
export type PrivateLinkPurpose = 'organizer' | 'join'

const FIELDS = {
  organizer: { label: 'private-session', nonce: 'tokenNonce', hash: 'tokenHash' },
  join: { label: 'private-session-join', nonce: 'joinNonce', hash: 'joinHash' },
} as const

const key = (purpose: PrivateLinkPurpose) => createHash('sha256').update(`${FIELDS[purpose].label}:${env.PAYLOAD_SECRET}`).digest()

const tokenOf = (nonce: string, purpose: PrivateLinkPurpose = 'organizer'): string => createHmac('sha256', key(purpose)).update(nonce).digest('base64url')

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function newPrivateTokenFields(): { tokenNonce: string; tokenHash: string } {
  const nonce = randomBytes(16).toString('base64url')
  return { tokenNonce: nonce, tokenHash: hashManageToken(tokenOf(nonce)) }
}

export function newJoinTokenFields(): { joinNonce: string; joinHash: string } {
  const nonce = randomBytes(16).toString('base64url')
  return { joinNonce: nonce, joinHash: hashManageToken(tokenOf(nonce, 'join')) }
}

export const privateSessionPath = (nonce: string): string => `/private-sessions/${tokenOf(nonce)}`

export const privateSessionUrl = (nonce: string): string => `${env.SERVER_URL}${privateSessionPath(nonce)}`

export const privateJoinPath = (joinNonce: string): string => `/private-sessions/join/${tokenOf(joinNonce, 'join')}`

/** The session a private link of this purpose opens, or null (a wrong or malformed token: the caller cannot tell which). */
export async function privateSessionOfToken(payload: Payload, token: string, purpose: PrivateLinkPurpose = 'organizer'): Promise<PrivateSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const fields = FIELDS[purpose]
  const { docs } = await payload.find({
    collection: 'private-sessions',
    where: { [fields.hash]: { equals: hashManageToken(token) } },
    depth: 1,
    limit: 1,
    overrideAccess: true, // system call: the holder of the session's private link
    showHiddenFields: true,
  })
  const session = docs[0]
  const nonce = session?.[fields.nonce]
  return nonce && tokenOf(nonce, purpose) === token ? session : null
}
