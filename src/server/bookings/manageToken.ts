import type { Payload } from 'payload'

import { MANAGE_LOOKUPS_PER_ADDRESS, MANAGE_LOOKUPS_WITHOUT_ADDRESS } from '@/domain/limits/publicLimits'
import { env } from '@/lib/env'
import type { Booking } from '@/payload-types'

import { hashLinkToken, hmacLink, LINK_TOKEN_SHAPE } from '../links/hmacLink'
import { consumeLimit } from '../limits/limiter'

/**
 * The private manage link of a booking. The token is an HMAC (keyed by the server's secret) of a random nonce the
 * booking keeps, so emails sent later (the reminder, a move) can name the same link; the booking stores the nonce and
 * the token's sha256 (for the lookup), never the token. A new nonce revokes the old link.
 */
const link = hmacLink('manage-booking')

export const manageTokenOf = link.tokenOf

export const hashManageToken = hashLinkToken

/** Fields of a booking with a fresh manage link (on creation, or to revoke the old one). */
export function newManageTokenFields(): { manageTokenNonce: string; manageTokenHash: string } {
  const { nonce, hash } = link.fresh()
  return { manageTokenNonce: nonce, manageTokenHash: hash }
}

export const managePath = (booking: Pick<Booking, 'manageTokenNonce'>): string | null =>
  booking.manageTokenNonce ? `/manage-booking/${manageTokenOf(booking.manageTokenNonce)}` : null

/** The manage link as emails show it; null for a booking without one. */
export const manageUrlOf = (booking: Pick<Booking, 'manageTokenNonce'>): string | null => {
  const path = managePath(booking)
  return path ? `${env.SERVER_URL}${path}` : null
}

/** The waiver signing page of a booking asked to sign (through its manage link), as emails show it; else null. */
export const waiverUrlOf = (booking: Pick<Booking, 'manageTokenNonce' | 'waiverVersion'>): string | null => {
  const manage = manageUrlOf(booking)
  return manage && booking.waiverVersion != null ? `${manage}/waiver` : null
}

/**
 * Counts one lookup of `token` against the caller's address (or one shared ceiling when it is unknown): RATE_LIMITED
 * once over. Malformed tokens are refused before they count (false), so junk requests cannot use up the shared ceiling
 * and lock customers out of their links.
 */
export async function countManageLookup(payload: Payload, token: string, { address }: { address: string | null }): Promise<boolean> {
  if (!LINK_TOKEN_SHAPE.test(token)) return false
  if (address) await consumeLimit(payload, MANAGE_LOOKUPS_PER_ADDRESS, address)
  else await consumeLimit(payload, MANAGE_LOOKUPS_WITHOUT_ADDRESS, 'all')
  return true
}

/** The booking a manage token opens, or null (a wrong, revoked or malformed token: the caller cannot tell which). */
export async function bookingOfManageToken(payload: Payload, token: string): Promise<Booking | null> {
  if (!LINK_TOKEN_SHAPE.test(token)) return null
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { manageTokenHash: { equals: hashManageToken(token) } },
    depth: 0,
    limit: 1,
    overrideAccess: true, // system call: the holder of the booking's private link
  })
  const booking = docs[0]
  // The hash is unique per nonce; a match on it is a match on the token, and the nonce must still derive it.
  return booking && link.opens(booking.manageTokenNonce, token) ? booking : null
}

/** A lookup that counts (countManageLookup), then the booking the token opens or null. */
export async function findBookingByManageToken(payload: Payload, token: string, caller: { address: string | null }): Promise<Booking | null> {
  return (await countManageLookup(payload, token, caller)) ? bookingOfManageToken(payload, token) : null
}
