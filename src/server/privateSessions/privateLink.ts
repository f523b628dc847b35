import type { Payload } from 'payload'

import { joinPath, organizerPath } from '@/domain/privateSessions/privatePaths'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { PrivateSession } from '@/payload-types'

import { hashLinkToken, hmacLink, LINK_TOKEN_SHAPE, signedIdLink } from '../links/hmacLink'

/**
 * The private links of a session, made like a booking's manage link (`hmacLink`): the session stores each link's nonce
 * and its token's sha256, never the token. The organizer's link (/private-sessions/{token}, with its waiver, prep and
 * receipt pages) and the join link each participant adds themself through (/private-sessions/join/{token}); one never
 * opens what the other does.
 */
export type PrivateLinkPurpose = 'organizer' | 'join'

const LINKS = {
  organizer: { link: hmacLink('private-session'), nonce: 'tokenNonce', hash: 'tokenHash', pathOf: organizerPath },
  join: { link: hmacLink('private-session-join'), nonce: 'joinNonce', hash: 'joinHash', pathOf: joinPath },
} as const

type LinkFields<P extends PrivateLinkPurpose> = Record<(typeof LINKS)[P]['nonce'] | (typeof LINKS)[P]['hash'], string>

export function privateLink<P extends PrivateLinkPurpose>(purpose: P) {
  const { link, nonce: nonceField, hash: hashField, pathOf } = LINKS[purpose]
  const path = (nonce: string): string => pathOf(link.tokenOf(nonce))
  /** The session this link opens, or null (a wrong or malformed token: the caller cannot tell which). */
  const sessionOf = async (payload: Payload, token: string): Promise<PrivateSession | null> => {
    if (!LINK_TOKEN_SHAPE.test(token)) return null
    const { docs } = await payload.find({
      collection: 'private-sessions',
      where: { [hashField]: { equals: hashLinkToken(token) } },
      depth: 1,
      limit: 1,
      overrideAccess: true, // system call: the holder of the session's private link
      showHiddenFields: true,
    })
    const session = docs[0]
    return session && link.opens(session[nonceField], token) ? session : null
  }
  return {
    /** The session's fields for a fresh link of this purpose. */
    newFields(): LinkFields<P> {
      const { nonce, hash } = link.fresh()
      return { [nonceField]: nonce, [hashField]: hash } as LinkFields<P>
    },
    path,
    url: (nonce: string): string => `${env.SERVER_URL}${path(nonce)}`,
    sessionOf,
    /** The session this link opens, or NOT_FOUND for its holder's action. */
    async sessionOrRefusal(payload: Payload, token: string): Promise<PrivateSession> {
      const session = await sessionOf(payload, token)
      if (!session) throw new AppError('NOT_FOUND', 'This link is not valid.')
      return session
    },
  }
}

/**
 * The key of one who added themself through the join link: `<participantId>.<mac>`, the mac derived from the join
 * link's nonce, so nothing more is stored. It lets them, and only them, sign their own waiver through the join link.
 */
const joiner = signedIdLink('private-session-joiner')

export const joinerKey = (joinNonce: string, participantId: number): string => joiner.tokenOf(participantId, joinNonce)

/** The participant a joiner's key names on this session's join link, or null for a malformed or forged key. */
export const participantOfJoinerKey = (joinNonce: string | null | undefined, key: string | null | undefined): number | null =>
  joinNonce ? joiner.idOf(key, joinNonce) : null
