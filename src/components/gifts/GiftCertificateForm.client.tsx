'use client'

import '@/components/forms/jitlessZod'
import { type FormEvent, useCallback, useId, useRef, useState } from 'react'

import { Captcha, type CaptchaHandle } from '@/components/captcha/Captcha.client'
import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { GIFT_CHOICE_LABELS, GIFT_CHOICES, GIFT_MAX_CENTS, GIFT_MESSAGE_MAX, GIFT_MIN_CENTS, type GiftChoice, giftPurchaseSchema } from '@/domain/credits/giftCertificate'
import { CAPTCHA_REQUIRED } from '@/domain/inquiry/inquiry'

type Fields = { choice: GiftChoice; amountDollars: string; buyerName: string; buyerEmail: string; recipientName: string; recipientEmail: string; message: string; deliveryDate: string }
type Errors = Partial<Record<keyof Fields, string>>

const ORDER: (keyof Fields)[] = ['choice', 'amountDollars', 'buyerName', 'buyerEmail', 'recipientName', 'recipientEmail', 'message', 'deliveryDate']
const SUBMIT_ERROR = 'There was an error processing your order. Please try again.'

/**
 * The gift certificate order form. Prices come from the server (`classPrices`, shown only); the server prices the
 * order again and never takes a price from here. `today`: the Pacific date, the earliest delivery date.
 */
export function GiftCertificateForm({ classPrices, today, siteKey }: { classPrices: Partial<Record<GiftChoice, number>>; today: string; siteKey: string | null }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const [fields, setFields] = useState<Fields>({ choice: 'amount', amountDollars: '50', buyerName: '', buyerEmail: '', recipientName: '', recipientEmail: '', message: '', deliveryDate: today })
  const [errors, setErrors] = useState<Errors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const onCaptcha = useCallback((value: string | null) => setToken(value), [])
  const set = (key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }))
    // What was wrong with the field is fixed or changed: its message waits for the next check.
    setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const choices = GIFT_CHOICES.filter((c) => c === 'amount' || classPrices[c])

  const showErrors = (found: Errors) => {
    setErrors(found)
    const first = ORDER.find((key) => found[key])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setAlert(null)
    const parsed = giftPurchaseSchema(today).safeParse({ ...fields, recaptchaToken: token ?? undefined })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message
      return showErrors(found)
    }
    setErrors({})
    if (!token) return setAlert(CAPTCHA_REQUIRED)
    setSending(true)
    try {
      const response = await fetch('/api/gift-certificates/buy', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(parsed.data) })
      const answer = (await response.json().catch(() => null)) as { redirectTo?: string; error?: string; code?: string; issues?: { path: string; message: string }[] } | null
      if (response.ok && answer?.redirectTo) return window.location.assign(answer.redirectTo)
      setSending(false)
      if (answer?.issues?.length) return showErrors(Object.fromEntries(answer.issues.map((i) => [i.path, i.message])))
      if (answer?.code === 'INVALID_CAPTCHA') captcha.current?.reset()
      setAlert(answer?.code === 'INVALID_CAPTCHA' ? CAPTCHA_REQUIRED : answer?.code === 'RATE_LIMITED' && answer.error ? answer.error : SUBMIT_ERROR)
    } catch {
      setSending(false)
      setAlert(SUBMIT_ERROR)
    }
  }

  const described = (name: keyof Fields) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {})
  const error = (name: keyof Fields) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </span>
    )
  const input = (name: keyof Fields, label: string, type = 'text', autoComplete?: string, extra: Record<string, string> = {}) => (
    <label>
      {label}
      <input name={name} type={type} autoComplete={autoComplete} className={`${form.input} ${errors[name] ? form.invalid : ''}`} value={fields[name]} onChange={(e) => set(name, e.target.value)} {...described(name)} {...extra} />
      {error(name)}
    </label>
  )

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={form.card} aria-label="Gift certificate order">
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 1rem' }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>What would you like to give?</legend>
        {choices.map((choice) => (
          <label key={choice} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: 44 }}>
            <input type="radio" name="choice" value={choice} checked={fields.choice === choice} onChange={() => set('choice', choice)} />
            {GIFT_CHOICE_LABELS[choice]}
            {choice !== 'amount' && classPrices[choice] ? ` — ${formatCents(classPrices[choice])}` : ''}
          </label>
        ))}
        {error('choice')}
      </fieldset>
      <div className={form.grid}>
        {fields.choice === 'amount' &&
          input('amountDollars', `Amount in dollars (${formatCents(GIFT_MIN_CENTS)} to ${formatCents(GIFT_MAX_CENTS)})`, 'text', 'off', { inputMode: 'decimal' })}
        {input('buyerName', 'Your name', 'text', 'name')}
        {input('buyerEmail', 'Your email', 'email', 'email')}
        {input('recipientName', "Recipient's name", 'text', 'off')}
        {input('recipientEmail', "Recipient's email", 'email', 'off')}
        {input('deliveryDate', 'Email it to them on (Pacific time)', 'date', 'off', { min: today })}
      </div>
      <label style={{ display: 'grid', gap: '0.25rem', fontWeight: 600, marginTop: '0.75rem' }}>
        A message for them (optional, up to {GIFT_MESSAGE_MAX} characters)
        <textarea name="message" rows={3} maxLength={GIFT_MESSAGE_MAX} className={`${form.input} ${errors.message ? form.invalid : ''}`} value={fields.message} onChange={(e) => set('message', e.target.value)} {...described('message')} />
        <span className={form.hint}>{GIFT_MESSAGE_MAX - fields.message.length} characters left</span>
        {error('message')}
      </label>
      <div style={{ margin: '1rem 0' }}>
        <Captcha ref={captcha} siteKey={siteKey} onChange={onCaptcha} loadWhenFormFocused />
      </div>
      {alert && (
        <p role="alert" className={form.banner}>
          {alert}
        </p>
      )}
      <button type="submit" className={form.primary} disabled={sending}>
        {sending ? 'Processing...' : 'Continue to payment'}
      </button>
    </form>
  )
}
