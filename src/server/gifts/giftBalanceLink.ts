import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

/**
 * The gift certificate's balance link, no account needed: `<id>.<mac>`, the mac an HMAC of the id keyed by the
 * server's secret (like the manage links' tokens), so nothing is stored and no other certificate's id can be forged.
 */
const key = () => createHash('sha256').update(`gift-balance:${env.PAYLOAD_SECRET}`).digest()
const macOf = (creditId: number): string => createHmac('sha256', key()).update(String(creditId)).digest('base64url').slice(0, 32)

export const giftBalanceToken = (creditId: number): string => `${creditId}.${macOf(creditId)}`

export const giftBalancePath = (creditId: number): string => `/gift-certificates/balance/${giftBalanceToken(creditId)}`

/** The certificate a balance token opens (its id), or null for a malformed or forged one. */
export function creditIdOfBalanceToken(token: string): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(macOf(id))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
