'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import form from '@/components/forms/form.module.css'
import { useHydrated } from '@/components/states/useHydrated'
import { formatCents } from '@/domain/bookings/pricing'
import type { ManageAction } from '@/domain/manage/manageActions'
import { AGE_GROUPS, type AgeGroup, type BookingKind } from '@/domain/values'

import manage from './manage.module.css'

type Person = { id: number; firstName: string; lastName: string; ageGroup: AgeGroup; isPrimaryContact: boolean }

type Props = {
  token: string
  actions: ManageAction[]
  kind: BookingKind
  totalCents: number
  /** What a full refund does not return (reschedule fees paid), in the policy's words; null when none was paid. */
  feesNotRefunded: string | null
  moveFeeCents: number
  /** Out of a class the studio cancelled: the free move of priority rescheduling. */
  priority: boolean
  targets: { id: number; label: string }[]
  participants: Person[]
}

type Answer = Record<string, unknown> & { error?: string; messages?: string[] }

/** POSTs one manage action; the answer's `error` (the server's words) is thrown. */
async function send(path: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`/api/manage-booking/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Answer
  if (!response.ok) throw new Error(answer.error ?? `The request failed (${response.status}). Please try again.`)
  return answer
}

const REFUND_DONE: Record<string, (total: string) => string> = {
  refunded: (total) => `Your booking is cancelled and your payment of ${total} has been refunded in full. Your bank shows it within 5-10 business days.`,
  pending: (total) => `Your booking is cancelled. Your refund of ${total} is on its way; your bank shows it within 5-10 business days.`,
  'not-needed': () => 'Your booking is cancelled. Nothing was charged, so there is nothing to refund.',
  failed: (total) => `Your booking is cancelled, but the refund of ${total} could not be completed yet: the payment service did not accept it. The studio has been told, is trying again and will follow up with you by email.`,
}

/** The actions the booking's tier allows now, and nothing else; each button shows its progress and the outcome. */
export function ManageActions({ token, actions, kind, totalCents, feesNotRefunded, moveFeeCents, priority, targets, participants }: Props) {
  const router = useRouter()
  const uid = useId()
  const ready = useHydrated()
  const [busy, setBusy] = useState<ManageAction | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [target, setTarget] = useState('')
  const [people, setPeople] = useState(participants)

  async function run(action: ManageAction, work: () => Promise<string | null>) {
    setBusy(action)
    setError(null)
    setDone(null)
    try {
      const message = await work()
      if (message) {
        setDone(message)
        router.refresh()
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  const cancelForRefund = () =>
    run('cancel-refund', async () => {
      const { refund } = await send('cancel', { token })
      setConfirmCancel(false)
      const done = (REFUND_DONE[String(refund)] ?? REFUND_DONE.pending)(formatCents(totalCents))
      return feesNotRefunded ? `${done} ${feesNotRefunded}` : done
    })

  const cancelForCredit = () =>
    run('cancel-credit', async () => {
      await send('cancel-for-credit', { token })
      return 'Your booking is cancelled for a class credit. We have emailed you its code.'
    })

  const move = (event: FormEvent) => {
    event.preventDefault()
    if (!target) return setError('Please choose a class to move to.')
    void run('move', async () => {
      const answer = await send('move', { token, toScheduleId: Number(target) })
      if (typeof answer.checkoutUrl === 'string') {
        window.location.assign(answer.checkoutUrl)
        return null
      }
      return 'Your booking has moved. We have emailed you the new date, time and place.'
    })
  }

  const substitute = (event: FormEvent) => {
    event.preventDefault()
    void run('substitute', async () => {
      const { changed } = await send('substitute', { token, participants: people.map(({ id, firstName, lastName, ageGroup }) => ({ participantId: id, firstName, lastName, ageGroup })) })
      return changed ? 'Participant names updated. The class roster shows the new names.' : 'Nothing changed: the names are the same as before.'
    })
  }

  const setPerson = (id: number, field: 'firstName' | 'lastName' | 'ageGroup') => (e: { target: { value: string } }) =>
    setPeople((list) => list.map((p) => (p.id === id ? { ...p, [field]: e.target.value } : p)))
  const disabled = !ready || busy !== null

  return (
    <div className={manage.actions}>
      <div aria-live="polite">
        {done && (
          <p role="status" className={form.note}>
            {done}
          </p>
        )}
        {error && (
          <p role="alert" className={form.banner}>
            {error}
          </p>
        )}
      </div>

      {actions.includes('cancel-refund') && (
        <section className={form.card} aria-labelledby={`${uid}-cancel`}>
          <h2 id={`${uid}-cancel`}>Cancel with a full refund</h2>
          <p>
            Your payment of {formatCents(totalCents)} is refunded in full to the card you paid with.{feesNotRefunded && ` ${feesNotRefunded}`}
          </p>
          {confirmCancel ? (
            <div className={manage.buttons}>
              <button type="button" className={form.primary} disabled={disabled} onClick={cancelForRefund}>
                {busy === 'cancel-refund' ? 'Cancelling...' : 'Yes, cancel my booking'}
              </button>
              <button type="button" className={form.secondary} disabled={disabled} onClick={() => setConfirmCancel(false)}>
                Keep my booking
              </button>
            </div>
          ) : (
            <button type="button" className={form.secondary} disabled={disabled} onClick={() => setConfirmCancel(true)}>
              Cancel and get a full refund
            </button>
          )}
        </section>
      )}

      {actions.includes('move') && (
        <form className={form.card} aria-labelledby={`${uid}-move`} onSubmit={move}>
          <h2 id={`${uid}-move`}>Move to another class</h2>
          <p>
            {priority
              ? 'Moving out of a cancelled class is free, also into a class whose registration has not opened yet.'
              : moveFeeCents === 0
                ? 'Your first move is free.'
                : `You have moved this booking before: this move costs ${formatCents(moveFeeCents)}, paid securely online.`}
          </p>
          {targets.length === 0 ? (
            <p className={form.hint}>There is no other upcoming class of this kind with room for your booking right now.</p>
          ) : (
            <>
              <label htmlFor={`${uid}-target`} className={manage.actions}>
                New class
                <select id={`${uid}-target`} className={form.input} value={target} onChange={(e) => setTarget(e.target.value)} required>
                  <option value="">Choose a class</option>
                  {targets.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={form.primary} disabled={disabled}>
                {busy === 'move' ? 'Moving...' : moveFeeCents === 0 ? 'Move my booking' : `Pay ${formatCents(moveFeeCents)} and move`}
              </button>
            </>
          )}
        </form>
      )}

      {actions.includes('cancel-credit') && (
        <section className={form.card} aria-labelledby={`${uid}-credit`}>
          <h2 id={`${uid}-credit`}>Cancel for a class credit</h2>
          <p>You receive a class credit of {formatCents(totalCents)}, valid for 12 months, to use on any class booking.</p>
          <button type="button" className={form.secondary} disabled={disabled} onClick={cancelForCredit}>
            {busy === 'cancel-credit' ? 'Cancelling...' : 'Cancel for a class credit'}
          </button>
        </section>
      )}

      {actions.includes('substitute') && (
        <form className={form.card} aria-labelledby={`${uid}-sub`} onSubmit={substitute}>
          <h2 id={`${uid}-sub`}>Send someone in your place</h2>
          <p className={form.hint}>
            Change the name of anyone who cannot come, until the class starts.{' '}
            {kind === 'adult' ? 'Participants must be 15 or older.' : 'Daughters must be 12-15 years old.'}
          </p>
          {people.map((p, index) => {
            const daughter = kind !== 'adult' && !p.isPrimaryContact
            return (
              <fieldset key={p.id} className={form.row}>
                <legend className={form.rowTitle}>Participant {index + 1}</legend>
                <div className={form.grid}>
                  <label htmlFor={`${uid}-${p.id}-first`}>
                    First name
                    <input id={`${uid}-${p.id}-first`} className={form.input} value={p.firstName} onChange={setPerson(p.id, 'firstName')} required autoComplete="off" />
                  </label>
                  <label htmlFor={`${uid}-${p.id}-last`}>
                    Last name
                    <input id={`${uid}-${p.id}-last`} className={form.input} value={p.lastName} onChange={setPerson(p.id, 'lastName')} required autoComplete="off" />
                  </label>
                  {daughter && (
                    <label htmlFor={`${uid}-${p.id}-age`}>
                      Age group
                      <select id={`${uid}-${p.id}-age`} className={form.input} value={p.ageGroup} onChange={setPerson(p.id, 'ageGroup')}>
                        {AGE_GROUPS.map((age) => (
                          <option key={age} value={age}>
                            {age}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
              </fieldset>
            )
          })}
          <button type="submit" className={form.primary} disabled={disabled}>
            {busy === 'substitute' ? 'Saving...' : 'Save participant names'}
          </button>
        </form>
      )}
    </div>
  )
}
