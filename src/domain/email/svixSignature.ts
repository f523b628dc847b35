import { createHmac, timingSafeEqual } from 'node:crypto'

/** Resend signs its webhooks the Svix way (https://docs.svix.com/receiving/verifying-payloads/how-manual). */
export type SvixHeaders = { id: string | null; timestamp: string | null; signature: string | null }

/** How old (or how far in the future) a signed event may be: Svix's own tolerance. */
export const SVIX_TOLERANCE_SECONDS = 5 * 60

const secretBytes = (secret: string): Buffer => Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64')

/** The `v1,…` signature of a body, for tests and for the check below. */
export function svixSign(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')
  return `v1,${digest}`
}

/** True when one of the event's signatures matches its raw body and its timestamp is within the tolerance. */
export function isValidSvixSignature(secret: string, headers: SvixHeaders, body: string, now: Date = new Date()): boolean {
  const { id, timestamp, signature } = headers
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SVIX_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(svixSign(secret, id, Number(timestamp), body))
  return signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
