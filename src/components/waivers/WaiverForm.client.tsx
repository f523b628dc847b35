'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import form from '@/components/forms/form.module.css'
import { useHydrated } from '@/components/states/useHydrated'
import { FULL_NAME_MAX_LENGTH } from '@/domain/bookings/participantName'
import { GUARDIAN_RELATIONSHIPS, SELF } from '@/domain/waivers/waiverSigning'

import waiver from './waiver.module.css'

type Props = {
  token: string
  participant: { id: number; name: string; signsAs: 'self' | 'guardian' }
  /** The name the form starts with: the participant's own, or the booking's contact for a minor. */
  signerName: string
  /** Today in Pacific time (YYYY-MM-DD): the date the server accepts. */
  today: string
  /** Where the signature goes and what else it carries: a booking's manage link by default, or a private session's link. */
  signAt?: { url: string; extra: Record<string, string> }
}

const BOOKING_SIGNING = { url: '/api/manage-booking/sign-waiver', extra: {} }

/** One participant's signature: name, relationship, date, typed signature and an "I agree" the signer ticks. */
export function WaiverForm({ token, participant, signerName: initialSigner, today, signAt = BOOKING_SIGNING }: Props) {
  const router = useRouter()
  const uid = useId()
  const ready = useHydrated()
  const guardian = participant.signsAs === 'guardian'
  const [signerName, setSignerName] = useState(initialSigner)
  const [relationship, setRelationship] = useState(guardian ? '' : SELF)
  const [signedDate, setSignedDate] = useState(today)
  const [typedSignature, setTypedSignature] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(signAt.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...signAt.extra, token, participantId: participant.id, signerName, relationship, signedDate, typedSignature, agreed }),
      })
      const answer = (await response.json().catch(() => ({}))) as { error?: string }
      if (!response.ok) throw new Error(answer.error ?? `The waiver could not be signed (${response.status}). Please try again.`)
      router.refresh()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The waiver could not be signed. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const id = (name: string) => `${uid}-${name}`
  return (
    <form className={waiver.form} onSubmit={submit} aria-label={`Waiver for ${participant.name}`}>
      <div className={form.grid}>
        <label htmlFor={id('signer')}>
          {guardian ? 'Parent or guardian: full name' : 'Your full name'}
          <input id={id('signer')} className={form.input} value={signerName} onChange={(e) => setSignerName(e.target.value)} autoComplete="name" required maxLength={FULL_NAME_MAX_LENGTH} />
        </label>
        <label htmlFor={id('relationship')}>
          Relationship to {participant.name}
          <select id={id('relationship')} className={form.input} value={relationship} onChange={(e) => setRelationship(e.target.value)} required>
            {guardian ? (
              <>
                <option value="">Choose…</option>
                {GUARDIAN_RELATIONSHIPS.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </>
            ) : (
              <option value={SELF}>Self (I am {participant.name})</option>
            )}
          </select>
        </label>
        <label htmlFor={id('date')}>
          Date
          <input id={id('date')} type="date" className={form.input} value={signedDate} onChange={(e) => setSignedDate(e.target.value)} required />
        </label>
        <label htmlFor={id('signature')}>
          Signature (type your full name)
          <input
            id={id('signature')}
            className={`${form.input} ${waiver.signature}`}
            value={typedSignature}
            onChange={(e) => setTypedSignature(e.target.value)}
            autoComplete="off"
            required
            maxLength={FULL_NAME_MAX_LENGTH}
          />
        </label>
      </div>
      <label className={waiver.agree} htmlFor={id('agree')}>
        <input id={id('agree')} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} required />
        {guardian
          ? `I have read this waiver and I agree to it as ${participant.name}'s parent or legal guardian.`
          : 'I have read this waiver and I agree to it.'}
      </label>
      {error && (
        <p role="alert" className={form.banner}>
          {error}
        </p>
      )}
      <button type="submit" className={form.primary} disabled={!ready || busy}>
        {busy ? 'Signing…' : `Sign for ${participant.name}`}
      </button>
    </form>
  )
}
