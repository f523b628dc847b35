import type { CollectionAfterOperationHook } from 'payload'

import { isRemembered, sessionEnd } from '@/domain/instructor/sessionLifetime'
import { sessionCookie } from '@/server/auth/cookies'
import { endSessionAt } from '@/server/auth/sessions'

type StoredSession = { id: string; createdAt?: string | null; expiresAt: string }

/**
 * Sessions last 12 hours from sign-in (the collection's tokenExpiration), or 30 days when the login asked to be
 * remembered (`context.rememberMe`, set by /api/admin/login only). A refresh issues a new token but never moves the
 * session's end: Payload's refresh would restart the lifetime, so a short session could be kept alive for ever.
 */
export const keepSessionLifetime: CollectionAfterOperationHook<'users'> = async ({ operation, req, result }) => {
  if (operation === 'login' && 'token' in result && result.token && req.context.rememberMe === true) {
    return { ...result, ...(await endSessionAt(req, result.token, sessionEnd(new Date(), true))) }
  }
  if (operation === 'refresh' && 'refreshedToken' in result && result.refreshedToken) {
    const user = req.user as { _sid?: string; sessions?: StoredSession[] } | null
    const session = user?.sessions?.find(({ id }) => id === user._sid)
    if (!session) return result
    const end = new Date(session.expiresAt)
    const { token, exp } = await endSessionAt(req, result.refreshedToken, end)
    // Payload's own refresh cookie would last tokenExpiration; this one keeps a short session's cookie a session cookie.
    const headers = req.responseHeaders ?? new Headers()
    headers.append('Set-Cookie', sessionCookie(req.payload, token, isRemembered(session) ? end : null))
    req.responseHeaders = headers
    return { ...result, exp, refreshedToken: token, setCookie: false }
  }
  return result
}
