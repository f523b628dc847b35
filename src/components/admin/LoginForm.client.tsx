'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useRef, useState } from 'react'

import { Captcha, type CaptchaHandle } from '@/components/captcha/Captcha.client'

/** Instructor sign-in: email, password with show/hide, remember me, reCAPTCHA, the spec's messages; then on to `next`. */
export function LoginForm({ siteKey, next }: { siteKey: string | null; next: string }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [rememberMe, setRememberMe] = useState(false)
  const [token, setToken] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const router = useRouter()
  const onCaptcha = useCallback((value: string | null) => setToken(value), [])

  const fail = (message: string) => {
    setError(message)
    setPassword('')
    captcha.current?.reset()
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!password) return setError('Please enter a password')
    if (!token) return setError('Please complete the CAPTCHA')
    setBusy(true)
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ email, password, rememberMe, recaptchaToken: token }),
      })
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string }
      if (!response.ok || !body.success) {
        setBusy(false)
        return fail(body.error || 'Invalid password')
      }
      router.replace(next)
      router.refresh()
    } catch {
      setBusy(false)
      fail('An error occurred. Please try again.')
    }
  }

  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate>
      {error ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {error}
        </p>
      ) : null}
      <label htmlFor="login-email">Email</label>
      <input id="login-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />

      <label htmlFor="login-password">Password</label>
      <div className="admin-password">
        <input
          id="login-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
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
        <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} /> Remember me for 30 days
      </label>

      <Captcha ref={captcha} siteKey={siteKey} onChange={onCaptcha} />

      <button type="submit" className="admin-button" disabled={busy || !token}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
    </form>
  )
}
