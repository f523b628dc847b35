import type { Payload } from 'payload'

import { LOGIN_LIMIT_MESSAGE, loginBlocked, loginWindowStart } from '@/domain/admin/loginLimit'
import { AppError } from '@/lib/errors'

/**
 * The client's address: the right-most X-Forwarded-For entry (the one the nearest proxy appended, which the client
 * cannot forge behind a proxy), else X-Real-IP, else 'unknown'.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? headers.get('x-real-ip')?.trim() ?? 'unknown'
}

/** Throws TOO_MANY_ATTEMPTS (429) when the address has used up its failed logins within the window. */
export async function assertLoginAllowed(payload: Payload, ip: string, now: Date): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'login-attempts',
    where: { and: [{ ip: { equals: ip } }, { createdAt: { greater_than: loginWindowStart(now).toISOString() } }] },
    overrideAccess: true, // system bookkeeping of the login endpoint; no person reads these
  })
  if (loginBlocked(totalDocs)) throw new AppError('TOO_MANY_ATTEMPTS', LOGIN_LIMIT_MESSAGE)
}

/** Records one failed login for the address, and forgets this address's failures older than the window. */
export async function recordLoginFailure(payload: Payload, ip: string, now: Date): Promise<void> {
  await payload.create({ collection: 'login-attempts', data: { ip }, overrideAccess: true }) // login endpoint bookkeeping
  await payload.delete({
    collection: 'login-attempts',
    where: { and: [{ ip: { equals: ip } }, { createdAt: { less_than: loginWindowStart(now).toISOString() } }] },
    overrideAccess: true, // housekeeping of the same table
  })
}
