import type { CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { AppError, ERROR_STATUS, retryAfterHeaders } from '@/lib/errors'
import { publicApiError } from '@/lib/payloadErrors'
import { admitLoginAttempt, forgetAccountAttempts } from '@/server/auth/loginLimit'
import { clientAddress } from '@/server/http/clientAddress'

/** Payload's own logins over HTTP (REST /api/users/login, GraphQL loginUser); /api/admin/login checks in loginStaff. */
const guarded = (req: PayloadRequest) =>
  (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL') &&
  // Signing in the account just made at /cms/create-first-user, which Payload allows only on an empty database.
  req.pathname !== `${req.payload.config.routes.api}/users/first-register`

const emailOf = (args: { data?: unknown }) => {
  const email = (args.data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email : ''
}

/**
 * Payload's login takes the same CAPTCHA (`recaptchaToken` in the JSON body) and the same limits as /api/admin/login,
 * so no path lets a script try passwords, or lock an account, without solving a CAPTCHA each time.
 */
export const guardHttpLogin: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== 'login' || !guarded(req)) return args
  try {
    const recaptchaToken = (req.data as { recaptchaToken?: unknown } | undefined)?.recaptchaToken
    await admitLoginAttempt(req.payload, { email: emailOf(args), address: clientAddress(req.headers), recaptchaToken })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    const retryAfter = retryAfterHeaders(error)
    if (retryAfter) req.responseHeaders = new Headers(retryAfter)
    throw publicApiError(error.message, ERROR_STATUS[error.code], { code: error.code, ...error.details })
  }
  return args
}

/** A successful login over HTTP clears its account's count of attempts. */
export const forgetAttemptsOnHttpLogin: CollectionAfterOperationHook<'users'> = async ({ operation, req, args, result }) => {
  if (operation === 'login' && guarded(req)) await forgetAccountAttempts(req.payload, emailOf(args))
  return result
}
