'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeNextPath } from '@/domain/instructor/loginNext'
import { AppError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payloadClient'

import { clientAddress } from '../http/clientAddress'
import { sessionCookieFields } from './cookies'
import { loginRequest, loginStaff } from './login'

/** What the sign-in form shows after a refused attempt: the reason, and what to fill in again (never the password). */
export type SignInState = { error: string | null; email: string; rememberMe: boolean }

const UNEXPECTED = 'An error occurred. Please try again.'

/**
 * The /admin/login form's action: a plain HTML POST before the page hydrates, a call from React after (React's
 * progressive enhancement), so a form filled the moment the page appears signs in. The same checks as POST
 * /api/admin/login (loginStaff: CAPTCHA, login limits, Payload's login); signed in, the server redirects to `next`.
 */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '')
  const rememberMe = form.get('rememberMe') === 'on'
  const refused = (error: string): SignInState => ({ error, email, rememberMe })
  const input = loginRequest.safeParse({ email, password: String(form.get('password') ?? ''), rememberMe, recaptchaToken: form.get('recaptchaToken') || null })
  if (!input.success) return refused(input.error.issues[0]?.message ?? UNEXPECTED)
  const payload = await getPayloadClient()
  try {
    const { token, expiresAt } = await loginStaff(payload, input.data, { address: clientAddress(await headers()) })
    ;(await cookies()).set(sessionCookieFields(payload, token, input.data.rememberMe ? expiresAt : null))
  } catch (error) {
    if (error instanceof AppError) return refused(error.message)
    payload.logger.error({ err: error, email }, 'staff sign-in failed')
    return refused(UNEXPECTED)
  }
  redirect(safeNextPath(form.get('next')) ?? '/admin/attendance')
}
