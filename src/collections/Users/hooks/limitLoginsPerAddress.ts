import { APIError, AuthenticationError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook, LockedAuth } from 'payload'

import { LOGIN_LIMIT_MESSAGE } from '@/domain/admin/loginLimit'
import { AppError } from '@/lib/errors'
import { assertLoginAllowed, clientAddress, recordLoginFailure } from '@/server/auth/loginLimit'

/** Logins over HTTP (the CMS login, REST, GraphQL); the instructor login endpoint applies the limit itself. */
const overHttp = (req: { payloadAPI?: string }) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

/**
 * The per-address limit of /api/admin/login also guards Payload's own login (/api/users/login, used by /cms), so the
 * limit cannot be side-stepped there.
 */
export const limitLoginsPerAddress: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'login' || !overHttp(req)) return args
  try {
    await assertLoginAllowed(req.payload, clientAddress(req.headers), new Date())
  } catch (error) {
    if (error instanceof AppError) throw new APIError(LOGIN_LIMIT_MESSAGE, 429, undefined, true)
    throw error
  }
  return args
}

/** Counts a failed HTTP login (wrong password or locked account) against the caller's address. */
export const countFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!overHttp(req) || !(error instanceof AuthenticationError || error instanceof LockedAuth)) return
  await recordLoginFailure(req.payload, clientAddress(req.headers), new Date())
}
