'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useCallback, useId, useState } from 'react'

import { Captcha } from '@/components/captcha/Captcha.client'
import form from '@/components/forms/form.module.css'
import { useHydrated } from '@/components/states/useHydrated'
import { AGE_GROUPS } from '@/domain/bookings/ageGroups'
import { NAME_MAX_LENGTH } from '@/domain/bookings/participantName'
import { joinPath } from '@/domain/privateSessions/privatePaths'

type Props = {
  token: string
  /** The organizer adds someone (to their list), or a participant adds themself through the join link (captcha, then their waiver). */
  mode: 'organizer' | 'join'
  siteKey?: string | null
}

/** First name, last name and age group of one participant of a private session. */
export function ParticipantForm({ token, mode, siteKey = null }: Props) {
  const router = useRouter()
  const uid = useId()
  const ready = useHydrated()
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [ageGroup, setAgeGroup] = useState('')
  const [captcha, setCaptcha] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const onCaptcha = useCallback((value: string | null) => setCaptcha(value), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const body = { token, firstName, lastName, ageGroup, ...(mode === 'join' ? { recaptchaToken: captcha ?? undefined } : {}) }
    const response = await fetch(`/api/private-session-people/${mode === 'join' ? 'join' : 'add'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as { participantId?: number; joinerKey?: string; error?: string } | null
    setBusy(false)
    if (!response?.ok || !answer?.participantId) return setError(answer?.error ?? 'The participant could not be added. Please try again.')
    setFirstName('')
    setLastName('')
    setAgeGroup('')
    if (mode === 'join') router.push(joinPath(token, answer.joinerKey))
    else router.refresh()
  }

  const id = (name: string) => `${uid}-${name}`
  return (
    <form onSubmit={submit} aria-label={mode === 'join' ? 'Add yourself' : 'Add a participant'}>
      <div className={form.grid}>
        <label htmlFor={id('first')}>
          First name
          <input id={id('first')} className={form.input} value={firstName} onChange={(e) => setFirstName(e.target.value)} required maxLength={NAME_MAX_LENGTH} autoComplete={mode === 'join' ? 'given-name' : 'off'} />
        </label>
        <label htmlFor={id('last')}>
          Last name
          <input id={id('last')} className={form.input} value={lastName} onChange={(e) => setLastName(e.target.value)} required maxLength={NAME_MAX_LENGTH} autoComplete={mode === 'join' ? 'family-name' : 'off'} />
        </label>
        <label htmlFor={id('age')}>
          Age group
          <select id={id('age')} className={form.input} value={ageGroup} onChange={(e) => setAgeGroup(e.target.value)} required>
            <option value="">Choose…</option>
            {AGE_GROUPS.map((group) => (
              <option key={group}>{group}</option>
            ))}
          </select>
        </label>
      </div>
      {mode === 'join' && <Captcha siteKey={siteKey} onChange={onCaptcha} loadWhenFormFocused />}
      {error && (
        <p role="alert" className={form.banner}>
          {error}
        </p>
      )}
      <button type="submit" className={form.primary} disabled={!ready || busy}>
        {busy ? 'Adding…' : mode === 'join' ? 'Add me' : 'Add participant'}
      </button>
    </form>
  )
}
