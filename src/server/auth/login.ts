import { AuthenticationError, LockedAuth, type Payload, ValidationError } from 'payload'
import { z } from 'zod'

import { AppError } from '@/lib/errors'
import { verifyCaptcha } from '@/server/captcha'
import { staffOrNull, type StaffUser } from './requireStaff'
import { assertLoginAllowed, recordLoginFailure } from './loginLimit'

export const LOGIN_MESSAGES = {
  noEmail: 'Please enter your email',
  noPassword: 'Please enter a password',
  noCaptcha: 'Please complete the CAPTCHA',
  invalid: 'Invalid email or password',
  locked: 'This account is locked after too many failed attempts. Please try again in 10 minutes.',
} as const

export const loginRequest = z.object({
  email: z.string().trim().min(1, LOGIN_MESSAGES.noEmail).max(254),
  password: z.string().min(1, LOGIN_MESSAGES.noPassword).max(1024),
  rememberMe: z.boolean().default(false),
  recaptchaToken: z.string().max(4096).nullish(),
})
export type LoginRequest = z.input<typeof loginRequest>

/**
 * Signs an instructor or owner in: per-address limit, reCAPTCHA (fails closed), then Payload's login, which applies
 * the per-account lockout and opens a server-side session. Every refusal after the limit check counts as a failure.
 */
export async function loginStaff(
  payload: Payload,
  input: z.output<typeof loginRequest>,
  { ip, now }: { ip: string; now: Date },
): Promise<{ token: string; user: StaffUser }> {
  await assertLoginAllowed(payload, ip, now)
  try {
    if (!input.recaptchaToken) throw new AppError('INVALID_CAPTCHA', LOGIN_MESSAGES.noCaptcha)
    await verifyCaptcha(input.recaptchaToken, {
      remoteIp: ip === 'unknown' ? undefined : ip,
      refusedMessage: LOGIN_MESSAGES.noCaptcha,
    })
    let result: Awaited<ReturnType<typeof payload.login<'users'>>>
    try {
      result = await payload.login({ collection: 'users', data: { email: input.email, password: input.password } })
    } catch (error) {
      // instanceof, not error.name: class names do not survive the production build's minifier.
      if (error instanceof LockedAuth) throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.locked)
      if (error instanceof AuthenticationError || error instanceof ValidationError) throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid)
      throw error
    }
    const user = staffOrNull({ ...result.user, collection: 'users' } as never)
    if (!user || !result.token) throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid)
    return { token: result.token, user }
  } catch (error) {
    if (error instanceof AppError) await recordLoginFailure(payload, ip, now)
    throw error
  }
}
