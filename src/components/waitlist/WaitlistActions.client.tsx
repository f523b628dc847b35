'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { CreditCodeField } from '@/components/booking/CreditCodeField.client'
import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'

/** The server refused: `status` 409 means the place changed meanwhile (the offer ended, the class was cancelled). */
class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

async function post(path: string, token: string, extra: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`/api/waitlist/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, ...extra }),
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & { error?: string }
  if (!response.ok) throw new Refused(answer.error ?? `The request failed (${response.status}). Please try again.`, response.status)
  return answer
}

/** Pay for an open offer, decline it, or leave the list; declining and leaving cannot be undone, so they ask first. */
export function WaitlistActions({ token, offered }: { token: string; offered: boolean }) {
  const router = useRouter()
  const uid = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const [creditCode, setCreditCode] = useState('')
  const yesRef = useRef<HTMLButtonElement>(null)

  // The question replaces the button that asked it: the keyboard's focus moves to its answer.
  useEffect(() => {
    if (asking) yesRef.current?.focus()
  }, [asking])

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.')
      setBusy(false)
      // The place changed meanwhile: the page shows where it stands now.
      if (e instanceof Refused && e.status === 409) router.refresh()
    }
  }
  const pay = () =>
    run(async () => {
      const { checkoutUrl } = await post('pay', token, creditCode.trim() ? { creditCode } : {})
      window.location.assign(String(checkoutUrl))
    })
  const leave = () =>
    run(async () => {
      await post('leave', token)
      setBusy(false)
      setAsking(false)
      router.refresh()
    })

  const question = offered
    ? 'Decline this offer? The seats are released and you leave the waitlist.'
    : 'Leave the waitlist? You lose your place in line, and joining again puts you at the end.'

  return (
    <section className={form.card} aria-label={offered ? 'Your offer' : 'Leave the waitlist'}>
      {error && (
        <p role="alert" className={form.note}>
          {error}
        </p>
      )}
      {asking ? (
        <div role="group" aria-labelledby={`${uid}-ask`}>
          <p id={`${uid}-ask`}>
            <strong>{question}</strong>
          </p>
          <div className={manage.buttons}>
            <button ref={yesRef} type="button" className={form.primary} onClick={leave} disabled={busy}>
              {offered ? 'Yes, decline the offer' : 'Yes, leave the waitlist'}
            </button>
            <button type="button" className={form.secondary} onClick={() => setAsking(false)} disabled={busy}>
              {offered ? 'Keep the offer' : 'Stay on the waitlist'}
            </button>
          </div>
        </div>
      ) : (
        <>
          {offered && <CreditCodeField value={creditCode} onChange={setCreditCode} invalid={false} open={creditCode !== ''} />}
          <div className={manage.actions}>
          {offered && (
            <button type="button" className={form.primary} onClick={pay} disabled={busy}>
              Pay and confirm
            </button>
          )}
          <button type="button" className={form.secondary} onClick={() => setAsking(true)} disabled={busy}>
            {offered ? 'Decline the offer' : 'Leave the waitlist'}
          </button>
          </div>
        </>
      )}
    </section>
  )
}
