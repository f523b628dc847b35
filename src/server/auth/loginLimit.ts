import type { Payload } from 'payload'

import { LOGIN_LIMITS, LOGIN_MESSAGES } from '@/domain/instructor/login'
import { AppError } from '@/lib/errors'
import { verifyCaptcha } from '@/server/captcha'
import { emailKey } from '@/server/limits/keys'
import { consumeLimit, resetLimit } from '@/server/limits/limiter'

export type LoginAttempt = {
  email: string
  /** The caller's address from a trusted proxy (clientAddress), or null: then nothing is counted per address. */
  address: string | null
  recaptchaToken: unknown
}

/**
 * Lets one login attempt through, on every login path. The CAPTCHA comes first, so an attempt without a valid one is
 * refused (INVALID_CAPTCHA) before it counts against anything: no script can lock an account. Then the attempt
 * counts against its address and its account, in PostgreSQL; over either limit it is refused (RATE_LIMITED).
 */
export async function admitLoginAttempt(payload: Payload, { email, address, recaptchaToken }: LoginAttempt): Promise<void> {
  if (typeof recaptchaToken !== 'string' || !recaptchaToken) throw new AppError('INVALID_CAPTCHA', LOGIN_MESSAGES.noCaptcha)
  await verifyCaptcha(recaptchaToken, { remoteIp: address ?? undefined, refusedMessage: LOGIN_MESSAGES.noCaptcha })
  if (address) await consumeLimit(payload, LOGIN_LIMITS.perAddress, address)
  await consumeLimit(payload, LOGIN_LIMITS.perAccount, emailKey(email))
}

/** A successful login clears its account's count; the address keeps its own. */
export const forgetAccountAttempts = (payload: Payload, email: string): Promise<void> =>
  resetLimit(payload, LOGIN_LIMITS.perAccount, emailKey(email))
