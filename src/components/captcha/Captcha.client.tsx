'use client'

import { forwardRef, lazy, type RefObject, Suspense, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type ReCAPTCHAWidget from 'react-google-recaptcha'

/** Token the server accepts only while reCAPTCHA is disabled (development or DEMO_MODE). */
export const DISABLED_CAPTCHA_TOKEN = 'captcha-disabled'

/** Shown in place of the widget: this site (development, or a DEMO_MODE build) is a demo without reCAPTCHA keys. */
const CAPTCHA_OFF_NOTE = 'Demo site: the captcha check is switched off.'

export type CaptchaHandle = { reset: () => void }

type Props = {
  /** The reCAPTCHA site key, or null when the site runs without reCAPTCHA. */
  siteKey: string | null
  onChange: (token: string | null) => void
  /**
   * Load the widget (and Google's script) only once the visitor focuses or touches the surrounding form, so a page
   * that merely shows a form runs no third-party script at load.
   */
  loadWhenFormFocused?: boolean
}

const ReCAPTCHA = lazy(() => import('react-google-recaptcha'))
/** The height of Google's checkbox widget, kept free while it loads so nothing below it moves. */
const WIDGET_HEIGHT = 78

/** True once the form around `slot` has been focused or touched (at once when not deferred). */
function useFormEngaged(slot: RefObject<HTMLDivElement | null>, deferred: boolean): boolean {
  const [engaged, setEngaged] = useState(!deferred)
  useEffect(() => {
    if (engaged) return
    const engage = () => setEngaged(true)
    const form = slot.current?.closest('form')
    // Focus can reach a field before this code runs (a quick tap while the page loads).
    if (!form || form.contains(document.activeElement)) {
      queueMicrotask(engage)
      return
    }
    form.addEventListener('focusin', engage, { once: true })
    form.addEventListener('pointerdown', engage, { once: true })
    return () => {
      form.removeEventListener('focusin', engage)
      form.removeEventListener('pointerdown', engage)
    }
  }, [engaged, slot])
  return engaged
}

/** The reCAPTCHA widget; without a site key, a visible notice that counts as solved. */
export const Captcha = forwardRef<CaptchaHandle, Props>(function Captcha({ siteKey, onChange, loadWhenFormFocused = false }, ref) {
  const widget = useRef<ReCAPTCHAWidget>(null)
  const slot = useRef<HTMLDivElement>(null)
  const engaged = useFormEngaged(slot, loadWhenFormFocused && Boolean(siteKey))

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
        {CAPTCHA_OFF_NOTE}
      </p>
    )
  }
  return (
    <div ref={slot} style={{ minHeight: WIDGET_HEIGHT }}>
      {engaged && (
        <Suspense>
          <ReCAPTCHA ref={widget} sitekey={siteKey} onChange={onChange} onExpired={() => onChange(null)} />
        </Suspense>
      )}
    </div>
  )
})
