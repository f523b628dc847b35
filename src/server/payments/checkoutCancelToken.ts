import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A fresh token for the visitor who opened a checkout; only its hash is stored on the booking. */
export function newCheckoutCancelToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url')
  return { token, hash: hashCancelToken(token) }
}

export const hashCancelToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Whether `token` is the one whose hash the booking keeps, compared in constant time. */
export function cancelTokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false
  const given = Buffer.from(hashCancelToken(token), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
