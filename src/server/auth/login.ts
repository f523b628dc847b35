import { AuthenticationError, type Payload, ValidationError } from 'payload'
import { z } from 'zod'

import { LOGIN_MESSAGES } from '@/domain/admin/login'
import { AppError } from '@/lib/errors'
import { staffOrNull, type StaffUser } from './requireStaff'
import { admitLoginAttempt, forgetAccountAttempts } from './loginLimit'

export const loginRequest = z.object({
  email: z.string().trim().min(1, LOGIN_MESSAGES.noEmail).max(254),
  password: z.string().min(1, LOGIN_MESSAGES.noPassword).max(1024),
  rememberMe: z.boolean().default(false),
  recaptchaToken: z.string().max(4096).nullish(),
})
export type LoginRequest = z.input<typeof loginRequest>

/**
 * Signs an instructor or owner in: the CAPTCHA and the login limits (admitLoginAttempt), then Payload's login, which
 * opens a server-side session for 12 hours, or 30 days with remember me (the users collection's session hook).
 */
export async function loginStaff(
  payload: Payload,
  input: z.output<typeof loginRequest>,
  { address }: { address: string | null },
): Promise<{ token: string; user: StaffUser; expiresAt: Date }> {
  await admitLoginAttempt(payload, { email: input.email, address, recaptchaToken: input.recaptchaToken })
  let result: Awaited<ReturnType<typeof payload.login<'users'>>>
  try {
    result = await payload.login({
      collection: 'users',
      data: { email: input.email, password: input.password },
      context: { rememberMe: input.rememberMe },
    })
  } catch (error) {
    // instanceof, not error.name: class names do not survive the production build's minifier.
    if (error instanceof AuthenticationError || error instanceof ValidationError) throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid)
    throw error
  }
  await forgetAccountAttempts(payload, input.email)
  const user = staffOrNull({ ...result.user, collection: 'users' } as never)
  if (!user || !result.token || !result.exp) throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid)
  return { token: result.token, user, expiresAt: new Date(result.exp * 1000) }
}
