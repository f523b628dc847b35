import type { Payload } from 'payload'

import { env } from '@/lib/env'

const cookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

/** The session cookie as Next's `cookies().set` takes it (a server action's answer). */
export type SessionCookieFields = {
  name: string
  value: string
  path: '/'
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
  maxAge?: number
  expires?: Date
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure in production over https (as the users collection's own cookie).
 * A remembered session's cookie lasts until the session ends (`expiresAt`); without, it ends with the browser session.
 */
export function sessionCookieFields(payload: Payload, token: string, expiresAt: Date | null): SessionCookieFields {
  const lifetime = expiresAt ? { maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)), expires: expiresAt } : {}
  return { name: cookieName(payload), value: token, path: '/', httpOnly: true, sameSite: 'lax', secure: env.SECURE_COOKIES, ...lifetime }
}

const attributes = (): string[] => ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(env.SECURE_COOKIES ? ['Secure'] : [])]

/** The session cookie (sessionCookieFields) as a Set-Cookie header. */
export function sessionCookie(payload: Payload, token: string, expiresAt: Date | null): string {
  const { name, value, maxAge, expires } = sessionCookieFields(payload, token, expiresAt)
  const lifetime = expires ? [`Max-Age=${maxAge}`, `Expires=${expires.toUTCString()}`] : []
  return [`${name}=${value}`, ...lifetime, ...attributes()].join('; ')
}

export const expiredSessionCookie = (payload: Payload): string =>
  [`${cookieName(payload)}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', ...attributes()].join('; ')
