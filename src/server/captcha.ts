import { z } from 'zod'

import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
})

export type CaptchaConfig = { secret?: string; verifyUrl: string; timeoutMs?: number }

const fromEnv = (): CaptchaConfig => ({ secret: env.RECAPTCHA_SECRET_KEY, verifyUrl: env.RECAPTCHA_VERIFY_URL })

/** Whether the site runs without reCAPTCHA keys (development or DEMO_MODE): the widget shows a notice instead. */
export const captchaDisabled = (config: CaptchaConfig = fromEnv()): boolean => !config.secret

/**
 * Checks a reCAPTCHA token with Google's siteverify (or the URL configured for tests). Fails closed: no token, a
 * refused token (Google refuses a token used twice), no answer or a malformed answer all throw INVALID_CAPTCHA;
 * a missing or refused token with `refusedMessage` (each form has its own wording).
 */
export async function verifyCaptcha(
  token: string | null | undefined,
  {
    remoteIp,
    config = fromEnv(),
    refusedMessage = 'Please complete the reCAPTCHA verification',
  }: { remoteIp?: string; config?: CaptchaConfig; refusedMessage?: string } = {},
): Promise<void> {
  if (captchaDisabled(config)) return
  if (!token) throw new AppError('INVALID_CAPTCHA', refusedMessage)

  const body = new URLSearchParams({ secret: config.secret!, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  let answer: z.infer<typeof siteverifyAnswer>
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    })
    answer = siteverifyAnswer.parse(await response.json())
  } catch (error) {
    throw new AppError('INVALID_CAPTCHA', 'The reCAPTCHA check could not be completed. Please try again.', {
      cause: String(error),
    })
  }
  if (!answer.success) {
    throw new AppError('INVALID_CAPTCHA', refusedMessage, {
      errorCodes: answer['error-codes'] ?? [],
    })
  }
}

/** The key the browser widget needs; null renders the development notice. */
export const captchaSiteKey = (): string | null => env.RECAPTCHA_SITE_KEY ?? null
