'use client'

import '@/components/forms/jitlessZod'
import { Link } from '@/components/layout/Link'
import { type FormEvent, useCallback, useId, useRef, useState } from 'react'

import { Captcha, type CaptchaHandle } from '@/components/captcha/Captcha.client'
import { CAPTCHA_REQUIRED, inquirySchema, needsOrganization, submitErrorText, US_STATES } from '@/domain/inquiry/inquiry'
import type { FormType } from '@/domain/inquiry/formTypes'

export const INQUIRY_ENDPOINT = '/api/form-submissions/submit'

type FormProps = {
  formType: FormType
  title: string
  siteKey: string | null
  headingId: string
  onSent: () => void
  close: () => void
}

type Fields = {
  firstName: string
  lastName: string
  email: string
  phone: string
  city: string
  state: string
  organization: string
  title: string
  webRequestDetails: string
  newsletter: boolean
}

const EMPTY: Fields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  organization: '',
  title: '',
  webRequestDetails: '',
  newsletter: false,
}

type Status = 'editing' | 'sending' | 'sent'

/**
 * The inquiry form inside the modal, loaded when the modal is first opened. `onSent` tells the modal to start a fresh
 * form the next time it closes; `close` closes the modal.
 */
export default function InquiryForm({ formType, title, siteKey, headingId, onSent, close }: FormProps) {
  const captcha = useRef<CaptchaHandle>(null)
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})
  const [token, setToken] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('editing')
  const [alert, setAlert] = useState<string | null>(null)
  const withOrganization = needsOrganization(formType)

  const onCaptcha = useCallback((value: string | null) => setToken(value), [])

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setAlert(null)
    const body = {
      ...fields,
      organization: withOrganization ? fields.organization : undefined,
      title: withOrganization ? fields.title : undefined,
      formType,
      recaptchaToken: token ?? undefined,
    }
    const parsed = inquirySchema.safeParse(body)
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields
        if (!found[key]) found[key] = issue.message
      }
      setErrors(found)
      const first = Object.keys(EMPTY).find((key) => found[key as keyof Fields])
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    if (!token) {
      setAlert(CAPTCHA_REQUIRED)
      return
    }
    setStatus('sending')
    try {
      const response = await fetch(INQUIRY_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      if (response.ok) {
        setStatus('sent')
        onSent()
        return
      }
      const answer = (await response.json().catch(() => null)) as { error?: string; message?: string } | null
      setStatus('editing')
      if (answer?.error === 'INVALID_CAPTCHA') {
        // The token was refused (expired or used): the visitor solves the captcha again; the data stays.
        captcha.current?.reset()
        setAlert(CAPTCHA_REQUIRED)
      } else if (answer?.error === 'RATE_LIMITED' && answer.message) {
        setAlert(answer.message)
      } else {
        setAlert(submitErrorText(formType))
      }
    } catch {
      setStatus('editing')
      setAlert(submitErrorText(formType))
    }
  }

  const field = (name: keyof Fields, label: string, type: string = 'text', autoComplete?: string, full = false) => (
    <div className={`field${full ? ' full' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        value={fields[name] as string}
        onChange={(e) => set(name, e.target.value)}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return status === 'sent' ? (
          <div role="status">
            <h2 id={headingId}>Thank You!</h2>
            <p>We received your details and will get back to you within 1-2 business days.</p>
            <button type="button" className="button" onClick={close}>
              Close
            </button>
          </div>
        ) : (
          <form ref={form} noValidate onSubmit={submit}>
            <h2 id={headingId}>{title}</h2>
            <p>Tell us about your needs and we&apos;ll reply within 1-2 business days. Fields marked * are required.</p>
            <div className="form-grid">
              {field('firstName', 'First Name', 'text', 'given-name')}
              {field('lastName', 'Last Name', 'text', 'family-name')}
              {field('email', 'Email', 'email', 'email')}
              {field('phone', 'Phone', 'tel', 'tel')}
              {withOrganization && field('organization', 'Organization', 'text', 'organization')}
              {withOrganization && field('title', 'Title', 'text', 'organization-title')}
              {field('city', 'City', 'text', 'address-level2')}
              <div className="field">
                <label htmlFor={`${id}-state`}>State<span aria-hidden="true"> *</span>
                </label>
                <select
                  id={`${id}-state`}
                  name="state"
                  required
                  autoComplete="address-level1"
                  aria-invalid={errors.state ? true : undefined}
                  aria-describedby={errors.state ? `${id}-state-error` : undefined}
                  value={fields.state}
                  onChange={(e) => set('state', e.target.value)}
                >
                  <option value="">Select a state</option>
                  {US_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
                {errors.state && (
                  <p id={`${id}-state-error`} className="field-error">
                    {errors.state}
                  </p>
                )}
              </div>
              <div className="field full">
                <label htmlFor={`${id}-webRequestDetails`}>How can we help?<span aria-hidden="true"> *</span>
                </label>
                <textarea
                  id={`${id}-webRequestDetails`}
                  name="webRequestDetails"
                  rows={5}
                  required
                  placeholder="Tell us about your needs, number of participants, age groups, any trauma considerations, timeline and location."
                  aria-invalid={errors.webRequestDetails ? true : undefined}
                  aria-describedby={errors.webRequestDetails ? `${id}-webRequestDetails-error` : undefined}
                  value={fields.webRequestDetails}
                  onChange={(e) => set('webRequestDetails', e.target.value)}
                />
                {errors.webRequestDetails && (
                  <p id={`${id}-webRequestDetails-error`} className="field-error">
                    {errors.webRequestDetails}
                  </p>
                )}
              </div>
              <div className="full checkbox">
                <input
                  id={`${id}-newsletter`}
                  name="newsletter"
                  type="checkbox"
                  checked={fields.newsletter}
                  onChange={(e) => set('newsletter', e.target.checked)}
                />
                <label htmlFor={`${id}-newsletter`}>Send me occasional safety tips and class announcements</label>
              </div>
              <div className="full">
                <Captcha ref={captcha} siteKey={siteKey} onChange={onCaptcha} loadWhenFormFocused />
              </div>
            </div>
            {alert && (
              <p role="alert" className="alert" style={{ marginTop: '1rem' }}>
                {alert}
              </p>
            )}
            <p style={{ fontSize: '0.9rem' }}>
              By submitting you agree to our{' '}
              <Link href="/privacy-policy" target="_blank" rel="noopener">
                Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
              .
            </p>
            <button type="submit" className="button" disabled={!token || status === 'sending'}>
              {status === 'sending' ? 'Sending...' : 'Submit'}
            </button>
          </form>
        )
}
