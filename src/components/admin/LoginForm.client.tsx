'use client'

import { useActionState, useCallback, useEffect, useRef, useState } from 'react'

import { Captcha, type CaptchaHandle, DISABLED_CAPTCHA_TOKEN } from '@/components/captcha/Captcha.client'
import { signInAction, type SignInState } from '@/server/auth/signInAction'

const NOT_TRIED: SignInState = { error: null, email: '', rememberMe: false }

/**
 * Staff sign-in: email, password with show/hide, remember me, reCAPTCHA, the spec's messages; then on to `next`.
 * The fields are the browser's own (uncontrolled) and the form posts to a server action, so what a person or a
 * password manager types before the page hydrates is sent as typed, and kept when it hydrates. A refusal comes back
 * with the email and remember me; React resets the rest of the form, which clears the password.
 */
export function LoginForm({ siteKey, next }: { siteKey: string | null; next: string }) {
  const [state, signIn, busy] = useActionState(signInAction, NOT_TRIED)
  const [showPassword, setShowPassword] = useState(false)
  const [token, setToken] = useState<string | null>(siteKey ? null : DISABLED_CAPTCHA_TOKEN)
  const captcha = useRef<CaptchaHandle>(null)
  const onCaptcha = useCallback((value: string | null) => setToken(value), [])

  useEffect(() => {
    if (state.error) captcha.current?.reset()
  }, [state])

  return (
    <form className="admin-card admin-form" action={signIn} noValidate>
      {state.error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {state.error}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="recaptchaToken" value={token ?? ''} />
      <label htmlFor="login-email">Email</label>
      <input id="login-email" name="email" type="email" autoComplete="username" required defaultValue={state.email} />

      <label htmlFor="login-password">Password</label>
      <div className="admin-password">
        <input id="login-password" name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" required />
        <button
          type="button"
          className="admin-button admin-button--ghost"
          aria-pressed={showPassword}
          aria-controls="login-password"
          onClick={() => setShowPassword((v) => !v)}
        >
          {showPassword ? 'Hide password' : 'Show password'}
        </button>
      </div>

      <label className="admin-check">
        <input type="checkbox" name="rememberMe" defaultChecked={state.rememberMe} /> Remember me for 30 days
      </label>

      <Captcha ref={captcha} siteKey={siteKey} onChange={onCaptcha} />

      <button type="submit" className="admin-button" disabled={busy || !token}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  )
}
