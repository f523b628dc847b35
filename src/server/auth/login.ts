import { AuthenticationError, type Payload, ValidationError } from 'payload'
import { z } from 'zod'

import { LOGIN_MESSAGES } from '@/domain/instructor/login'
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
 * Payload refusing the email or password (401) or a missing one (400). By class, not error.name (class names do not
 * survive the production build's minifier), and by status: the Payload instance is shared by every route, so a route
 * bundled apart (the sign-in form's server action) may hold another copy of Payload's error classes than the one thrown.
 */
const isCredentialRefusal = (error: unknown): boolean =>
  error instanceof AuthenticationError ||
  error instanceof ValidationError ||
  (error instanceof Error && 'status' in error && (error.status === 401 || error.status === 400))

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
    if (isCredentialRefusal(error)) throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid)
    throw error
  }
  await forgetAccountAttempts(payload, input.email)
  const user = staffOrNull({ ...result.user, collection: 'users' } as never)
  if (!user || !result.token || !result.exp) throw new AppError('INVALID_CREDENTIALS', LOGIN_MESSAGES.invalid)
  return { token: result.token, user, expiresAt: new Date(result.exp * 1000) }
}
