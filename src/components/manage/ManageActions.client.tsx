'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import form from '@/components/forms/form.module.css'
import { useHydrated } from '@/components/states/useHydrated'
import { formatCents } from '@/domain/bookings/pricing'
import { creditBackSentence, creditValueOf } from '@/domain/credits/classCredit'
import { creditWords, type IssuedCreditWords } from '@/domain/manage/manageWords'
import { type ManageAction, MOVE_FEE_CENTS } from '@/domain/manage/manageActions'
import { refundBeforeCancelWords } from '@/domain/manage/refundBeforeCancel'
import { DEMO_NOTHING_CHARGED } from '@/domain/payments/demoPayment'
import { AGE_GROUPS, type AgeGroup } from '@/domain/bookings/ageGroups'
import type { BookingKind } from '@/domain/bookings/bookingKind'

import manage from './manage.module.css'

type Person = { id: number; firstName: string; lastName: string; ageGroup: AgeGroup; isPrimaryContact: boolean }

type Props = {
  token: string
  actions: ManageAction[]
  kind: BookingKind
  totalCents: number
  /** The part a class credit paid: back onto that credit on a refund, and part of a new credit's value. */
  creditCents: number
  /** What a full refund does not return (reschedule fees paid), in the policy's words; null when none was paid. */
  feesNotRefunded: string | null
  /** Paid through the demo checkout: nothing was charged, so nothing goes back to a card. */
  demo: boolean
  moveFeeCents: number
  /** Out of a class the studio cancelled: the free move of priority rescheduling. */
  priority: boolean
  targets: { id: number; label: string }[]
  participants: Person[]
  /** The class credit this booking was cancelled for, shown on every visit (once: not under the message that issued it). */
  credit: IssuedCreditWords | null
}

type Answer = Record<string, unknown> & { error?: string; code?: string; messages?: string[] }

/** A refusal: the server's words, with its code and details (the current fee when the page showed an older one). */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(answer.error)
  }
}

/** POSTs one manage action; the answer's `error` (the server's words) is thrown as a Refusal. */
async function send(path: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`/api/manage-booking/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Answer
  if (!response.ok) throw new Refusal({ ...answer, error: answer.error ?? `The request failed (${response.status}). Please try again.` })
  return answer
}

const REFUND_DONE: Record<string, (total: string) => string> = {
  refunded: (total) => `Your booking is cancelled and your payment of ${total} has been refunded in full. Your bank shows it within 5-10 business days.`,
  pending: (total) => `Your booking is cancelled. Your refund of ${total} is on its way; your bank shows it within 5-10 business days.`,
  'not-needed': () => 'Your booking is cancelled. Nothing was charged to a card, so there is nothing to refund there.',
  failed: (total) => `Your booking is cancelled, but the refund of ${total} could not be completed yet: the payment service did not accept it. The studio has been told, is trying again and will follow up with you by email.`,
}

/** The actions the booking's tier allows now, and nothing else; each button shows its progress and the outcome. */
export function ManageActions({ token, actions, kind, totalCents, creditCents, feesNotRefunded, demo, moveFeeCents, priority, targets, participants, credit }: Props) {
  const router = useRouter()
  const uid = useId()
  const ready = useHydrated()
  const [busy, setBusy] = useState<ManageAction | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [confirmCredit, setConfirmCredit] = useState(false)
  // A free move is asked about first: it spends the booking's free move (or its priority move) at once.
  const [confirmMove, setConfirmMove] = useState(false)
  const confirmMoveRef = useRef<HTMLButtonElement>(null)
  const [target, setTarget] = useState('')
  const [people, setPeople] = useState(participants)
  // The fee this page shows; a tab left open since the first move is corrected by the server's answer before charging.
  // Kept only while the page still shows the fee it corrected (a refresh brings the server's own).
  const [correction, setCorrection] = useState<{ shown: number; fee: number } | null>(null)
  const fee = correction?.shown === moveFeeCents ? correction.fee : moveFeeCents
  const outcomeRef = useRef<HTMLDivElement>(null)
  const outcome = done ?? error

  // The outcome is shown where the customer is looking: on a phone the form they used may be far below it.
  useEffect(() => {
    if (!outcome) return
    outcomeRef.current?.scrollIntoView({ block: 'center' })
    outcomeRef.current?.focus({ preventScroll: true })
  }, [outcome])

  // The question replaces the button that asked it: the keyboard's focus moves to its answer.
  useEffect(() => {
    if (confirmMove) confirmMoveRef.current?.focus()
  }, [confirmMove])

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
      if (e instanceof Refusal && e.answer.code === 'MOVE_FEE_CHANGED' && typeof e.answer.feeCents === 'number') setCorrection({ shown: moveFeeCents, fee: e.answer.feeCents })
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  const cancelForRefund = () =>
    run('cancel-refund', async () => {
      const { refund } = await send('cancel', { token })
      setConfirmCancel(false)
      if (demo) return [`Your booking is cancelled. ${DEMO_NOTHING_CHARGED}`, creditBackSentence(creditCents)].filter(Boolean).join(' ')
      const done = (REFUND_DONE[String(refund)] ?? REFUND_DONE.pending)(formatCents(totalCents))
      return [done, feesNotRefunded, creditBackSentence(creditCents)].filter(Boolean).join(' ')
    })

  const cancelForCredit = () =>
    run('cancel-credit', async () => {
      const { credit } = await send('cancel-for-credit', { token })
      setConfirmCredit(false)
      return creditWords(credit as IssuedCreditWords)
    })

  const freeMove = fee === 0 || priority
  const targetLabel = targets.find((t) => String(t.id) === target)?.label

  const move = (event: FormEvent) => {
    event.preventDefault()
    if (!target) return setError('Please choose a class to move to.')
    // A paid move asks on the payment page; a free one asks here.
    if (freeMove && !confirmMove) {
      setError(null)
      return setConfirmMove(true)
    }
    void run('move', async () => {
      setConfirmMove(false)
      const answer = await send('move', { token, toScheduleId: Number(target), expectedFeeCents: priority ? 0 : fee })
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
      const { changed, mustSign } = await send('substitute', { token, participants: people.map(({ id, firstName, lastName, ageGroup }) => ({ participantId: id, firstName, lastName, ageGroup })) })
      if (!changed) return 'Nothing changed: the names are the same as before.'
      const names = Array.isArray(mustSign) ? mustSign.map(String) : []
      const sign = names.length
        ? ` ${names.join(' and ')} must sign the waiver before class (a parent or guardian for anyone under 16): use 'Sign the waiver' on this page.`
        : ''
      return `Participant names updated. The class roster shows the new names.${sign}`
    })
  }

  const setPerson = (id: number, field: 'firstName' | 'lastName' | 'ageGroup') => (e: { target: { value: string } }) =>
    setPeople((list) => list.map((p) => (p.id === id ? { ...p, [field]: e.target.value } : p)))
  const disabled = !ready || busy !== null

  return (
    <div className={manage.actions}>
      <div aria-live="polite" ref={outcomeRef} tabIndex={-1}>
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

      {credit && !done && (
        <section className={form.card} aria-labelledby={`${uid}-issued-credit`}>
          <h2 id={`${uid}-issued-credit`}>Your class credit</h2>
          <p data-testid="class-credit">{creditWords(credit)}</p>
        </section>
      )}

      {actions.includes('cancel-refund') && (
        <section className={form.card} aria-labelledby={`${uid}-cancel`}>
          <h2 id={`${uid}-cancel`}>Cancel with a full refund</h2>
          <p>
            {refundBeforeCancelWords({ totalCents, creditCents, feesNotRefunded, demo })}
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
              : fee === 0
                ? 'Your first move is free.'
                : `You have moved this booking before: this move costs ${formatCents(fee)}, paid securely online.`}
          </p>
          {targets.length === 0 ? (
            <p className={form.hint}>There is no other upcoming class of this kind with room for your booking right now.</p>
          ) : (
            <>
              {/* Radio buttons, not a select: a phone shows each class's date and time in full, wrapped. */}
              <fieldset className={manage.targets}>
                <legend>New class</legend>
                {targets.map((t) => (
                  <label key={t.id} className={manage.target}>
                    <input
                      type="radio"
                      name={`${uid}-target`}
                      value={t.id}
                      checked={target === String(t.id)}
                      onChange={(e) => {
                        setTarget(e.target.value)
                        setConfirmMove(false)
                      }}
                    />
                    <span>{t.label}</span>
                  </label>
                ))}
              </fieldset>
              {confirmMove && targetLabel ? (
                <div role="group" aria-labelledby={`${uid}-move-ask`}>
                  <p id={`${uid}-move-ask`}>
                    <strong>Move your booking to {targetLabel}?</strong>{' '}
                    {priority
                      ? 'Your booking leaves the cancelled class for this one.'
                      : `This uses your free move: moving again later costs ${formatCents(MOVE_FEE_CENTS)}.`}
                  </p>
                  <div className={manage.buttons}>
                    <button ref={confirmMoveRef} type="submit" className={form.primary} disabled={disabled}>
                      {busy === 'move' ? 'Moving...' : 'Yes, move my booking'}
                    </button>
                    <button type="button" className={form.secondary} disabled={disabled} onClick={() => setConfirmMove(false)}>
                      Keep my booking where it is
                    </button>
                  </div>
                </div>
              ) : (
                <button type="submit" className={form.primary} disabled={disabled}>
                  {busy === 'move' ? 'Moving...' : freeMove ? 'Move my booking' : `Pay ${formatCents(fee)} and move`}
                </button>
              )}
            </>
          )}
        </form>
      )}

      {actions.includes('cancel-credit') && (
        <section className={form.card} aria-labelledby={`${uid}-credit`}>
          <h2 id={`${uid}-credit`}>Cancel for a class credit</h2>
          <p>You receive a class credit of {formatCents(creditValueOf({ totalCents, creditCents }))}, valid for 12 months, to use on any class booking.</p>
          {confirmCredit ? (
            <div className={manage.buttons}>
              <button type="button" className={form.primary} disabled={disabled} onClick={cancelForCredit}>
                {busy === 'cancel-credit' ? 'Cancelling...' : 'Yes, cancel for a class credit'}
              </button>
              <button type="button" className={form.secondary} disabled={disabled} onClick={() => setConfirmCredit(false)}>
                Keep my booking
              </button>
            </div>
          ) : (
            <button type="button" className={form.secondary} disabled={disabled} onClick={() => setConfirmCredit(true)}>
              Cancel for a class credit
            </button>
          )}
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
