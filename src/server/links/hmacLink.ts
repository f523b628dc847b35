import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

/** 32 bytes in base64url: what every link token looks like. */
export const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** What a record stores to find a link's token: its sha256 (hex), never the token. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/**
 * The one way the site makes a private link: the token is an HMAC, keyed by the server's secret and the link's
 * purpose, of a value its record keeps (a random nonce, so emails sent later can name the same link, and a new nonce
 * revokes the old one), so one purpose's token never opens another's.
 */
export function hmacLink(purpose: string) {
  const key = () => createHash('sha256').update(`${purpose}:${env.PAYLOAD_SECRET}`).digest()
  const tokenOf = (value: string): string => createHmac('sha256', key()).update(value).digest('base64url')
  return {
    tokenOf,
    /** A fresh nonce and the hash of the token it derives. */
    fresh(): { nonce: string; hash: string } {
      const nonce = randomBytes(16).toString('base64url')
      return { nonce, hash: hashLinkToken(tokenOf(nonce)) }
    },
    /** Whether the record's nonce still derives `token` (after the record was found by the token's hash). */
    opens: (nonce: string | null | undefined, token: string): boolean => Boolean(nonce) && tokenOf(nonce!) === token,
  }
}

/**
 * A link that names a record by its id, nothing stored: `<id>.<mac>`, the mac an HMAC of the id (after the context,
 * when the link hangs off another one, e.g. its nonce), so no other id can be forged.
 */
export function signedIdLink(purpose: string) {
  const link = hmacLink(purpose)
  const macOf = (id: number, context: string): string => link.tokenOf(context ? `${context}:${id}` : String(id)).slice(0, 32)
  return {
    tokenOf: (id: number, context = ''): string => `${id}.${macOf(id, context)}`,
    /** The id a token names, or null for a malformed or forged one. */
    idOf(token: string | null | undefined, context = ''): number | null {
      const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token) : null
      if (!match) return null
      const id = Number(match[1])
      const expected = Buffer.from(macOf(id, context))
      const given = Buffer.from(match[2])
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
    },
  }
}
