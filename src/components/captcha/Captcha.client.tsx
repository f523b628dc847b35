'use client'

import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import ReCAPTCHA from 'react-google-recaptcha'

/** Token the server accepts only while reCAPTCHA is disabled (development or DEMO_MODE). */
export const DISABLED_CAPTCHA_TOKEN = 'captcha-disabled'

export type CaptchaHandle = { reset: () => void }

type Props = {
  /** The reCAPTCHA site key, or null when the site runs without reCAPTCHA. */
  siteKey: string | null
  onChange: (token: string | null) => void
}

/** The reCAPTCHA widget; without a site key, a visible notice that counts as solved. */
export const Captcha = forwardRef<CaptchaHandle, Props>(function Captcha({ siteKey, onChange }, ref) {
  const widget = useRef<ReCAPTCHA>(null)

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset()
      onChange(siteKey ? null : DISABLED_CAPTCHA_TOKEN)
    },
  }))

  useEffect(() => {
    if (!siteKey) onChange(DISABLED_CAPTCHA_TOKEN)
  }, [siteKey, onChange])

  if (!siteKey) {
    return (
      <p role="note" className="captcha-disabled">
        captcha disabled in development
      </p>
    )
  }
  return <ReCAPTCHA ref={widget} sitekey={siteKey} onChange={onChange} onExpired={() => onChange(null)} />
})
