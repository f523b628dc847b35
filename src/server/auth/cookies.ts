import type { Payload } from 'payload'

import { env } from '@/lib/env'

const cookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

const attributes = (): string[] => ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(env.SECURE_COOKIES ? ['Secure'] : [])]

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure in production over https (as the users collection's own cookie).
 * A remembered session's cookie lasts until the session ends (`expiresAt`); without, it ends with the browser session.
 */
export function sessionCookie(payload: Payload, token: string, expiresAt: Date | null): string {
  const lifetime = expiresAt
    ? [`Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`, `Expires=${expiresAt.toUTCString()}`]
    : []
  return [`${cookieName(payload)}=${token}`, ...lifetime, ...attributes()].join('; ')
}

export const expiredSessionCookie = (payload: Payload): string =>
  [`${cookieName(payload)}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', ...attributes()].join('; ')
