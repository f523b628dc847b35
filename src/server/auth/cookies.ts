import type { Payload } from 'payload'

import { Users } from '@/collections/Users'

const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60

const cookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

const attributes = (): string[] => {
  const secure = Users.auth && typeof Users.auth === 'object' ? Users.auth.cookies?.secure : false
  return ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure in production over https (the users collection's setting).
 * With "remember me" it lasts 30 days (the token's own lifetime); without, it ends with the browser session.
 */
export function sessionCookie(payload: Payload, token: string, rememberMe: boolean): string {
  const lifetime = rememberMe ? [`Max-Age=${REMEMBER_ME_SECONDS}`, `Expires=${new Date(Date.now() + REMEMBER_ME_SECONDS * 1000).toUTCString()}`] : []
  return [`${cookieName(payload)}=${token}`, ...lifetime, ...attributes()].join('; ')
}

export const expiredSessionCookie = (payload: Payload): string =>
  [`${cookieName(payload)}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', ...attributes()].join('; ')
