'use client'

import { useEffect, useId, useRef } from 'react'

import form from '@/components/forms/form.module.css'
import { creditWords, type IssuedCreditWords } from '@/domain/manage/manageWords'
import type { ManageAction } from '@/domain/manage/manageActions'
import type { BookingKind } from '@/domain/bookings/bookingKind'

import { CancelCreditPanel } from './CancelCreditPanel'
import { CancelRefundPanel } from './CancelRefundPanel'
import manage from './manage.module.css'
import { MovePanel } from './MovePanel'
import { type Person, SubstitutePanel } from './SubstitutePanel'
import { useManageAction } from './useManageAction'

type Props = {
  token: string
  actions: ManageAction[]
  kind: BookingKind
  totalCents: number
  /** Refunded earlier by the studio while keeping the booking: a refund now returns only the rest. */
  refundedCents: number
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

/** The actions the booking's tier allows now, and nothing else; each button shows its progress and the outcome. */
export function ManageActions({ token, actions, kind, totalCents, refundedCents, creditCents, feesNotRefunded, demo, moveFeeCents, priority, targets, participants, credit }: Props) {
  const uid = useId()
  const action = useManageAction(moveFeeCents)
  const { done, error } = action
  const outcomeRef = useRef<HTMLDivElement>(null)
  const outcome = done ?? error

  // The outcome is shown where the customer is looking: on a phone the form they used may be far below it.
  useEffect(() => {
    if (!outcome) return
    outcomeRef.current?.scrollIntoView({ block: 'center' })
    outcomeRef.current?.focus({ preventScroll: true })
  }, [outcome])

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
        <CancelRefundPanel uid={uid} action={action} token={token} totalCents={totalCents} creditCents={creditCents} feesNotRefunded={feesNotRefunded} demo={demo} refundedCents={refundedCents} />
      )}
      {actions.includes('move') && <MovePanel uid={uid} action={action} token={token} priority={priority} targets={targets} />}
      {actions.includes('cancel-credit') && <CancelCreditPanel uid={uid} action={action} token={token} totalCents={totalCents} creditCents={creditCents} />}
      {actions.includes('substitute') && <SubstitutePanel uid={uid} action={action} token={token} kind={kind} participants={participants} />}
    </div>
  )
}
