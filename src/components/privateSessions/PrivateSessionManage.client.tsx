'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'

type Props = {
  token: string
  /** What a move costs now ('' when free), e.g. '$50.00'. */
  moveFee: string
  /** What a cancellation now gives back, e.g. '$300.00 back to your card'. */
  refund: string
  /** The current start, in Pacific time, to start the move's inputs from. */
  date: string
  time: string
}

async function post(path: string, body: object): Promise<{ ok: boolean; body: { redirectTo?: string; moved?: boolean; message?: string; error?: string } }> {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null)
  return { ok: Boolean(response?.ok), body: (await response?.json().catch(() => null)) ?? {} }
}

/** The organizer's 'Move to another date' and 'Cancel the session' on the private link, each asked before it is done. */
export function PrivateSessionManageActions({ token, moveFee, refund, date, time }: Props) {
  const router = useRouter()
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null)
  const [when, setWhen] = useState({ date, time })
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null)

  const run = async (path: string, body: object, done: string) => {
    setBusy(true)
    setSaid(null)
    const answer = await post(path, body)
    if (answer.ok && answer.body.redirectTo) return window.location.assign(answer.body.redirectTo)
    setBusy(false)
    if (!answer.ok) return setSaid({ tone: 'refused', text: answer.body.error ?? 'That did not work. Please try again.' })
    setOpen(null)
    setSaid({ tone: 'done', text: answer.body.message ?? done })
    router.refresh()
  }

  return (
    <div>
      {said && (
        <p role={said.tone === 'refused' ? 'alert' : 'status'} className={form.note} data-testid="private-manage-said">
          {said.text}
        </p>
      )}
      {open === 'move' && (
        <div>
          <label className={form.row}>
            New date
            <input className={form.input} type="date" value={when.date} onChange={(e) => setWhen({ ...when, date: e.target.value })} />
          </label>
          <label className={form.row}>
            Start time (Pacific)
            <input className={form.input} type="time" step={900} value={when.time} onChange={(e) => setWhen({ ...when, time: e.target.value })} />
          </label>
          <p>{moveFee ? `This move costs ${moveFee} (the private class policies), paid by card before the session moves.` : 'This move is free.'} The session keeps its length.</p>
          <div className={manage.buttons}>
            <button type="button" className={form.primary} disabled={busy} onClick={() => void run('/api/private-session-actions/move', { token, ...when }, 'Your session has moved. We emailed you the new date.')}>
              {busy ? 'Moving...' : moveFee ? `Pay ${moveFee} and move` : 'Move the session'}
            </button>
            <button type="button" className={form.secondary} disabled={busy} onClick={() => setOpen(null)}>
              Keep the date
            </button>
          </div>
        </div>
      )}
      {open === 'cancel' && (
        <div>
          <p data-testid="private-cancel-refund">If you cancel now, what comes back: {refund}.</p>
          <div className={manage.buttons}>
            <button type="button" className={form.primary} disabled={busy} onClick={() => void run('/api/private-session-actions/cancel', { token }, 'Your session is cancelled.')}>
              {busy ? 'Cancelling...' : 'Yes, cancel the session'}
            </button>
            <button type="button" className={form.secondary} disabled={busy} onClick={() => setOpen(null)}>
              Keep the session
            </button>
          </div>
        </div>
      )}
      {open === null && (
        <div className={manage.buttons}>
          <button type="button" className={form.secondary} onClick={() => setOpen('move')}>
            Move to another date
          </button>
          <button type="button" className={form.secondary} onClick={() => setOpen('cancel')}>
            Cancel the session
          </button>
        </div>
      )}
    </div>
  )
}
