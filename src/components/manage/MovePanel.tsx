import { type FormEvent, useEffect, useRef, useState } from 'react'

import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { MOVE_FEE_CENTS } from '@/domain/manage/manageActions'

import manage from './manage.module.css'
import { type ManageActionState, sendManageAction } from './useManageAction'

/** 'Move to another class': a free move is asked about here, a paid one on the payment page. */
export function MovePanel({
  uid,
  action: { busy, disabled, fee, run, setError },
  token,
  priority,
  targets,
}: {
  uid: string
  action: ManageActionState
  token: string
  /** Out of a class the studio cancelled: the free move of priority rescheduling. */
  priority: boolean
  targets: { id: number; label: string }[]
}) {
  const [target, setTarget] = useState('')
  // A free move is asked about first: it spends the booking's free move (or its priority move) at once.
  const [confirmMove, setConfirmMove] = useState(false)
  const confirmMoveRef = useRef<HTMLButtonElement>(null)

  // The question replaces the button that asked it: the keyboard's focus moves to its answer.
  useEffect(() => {
    if (confirmMove) confirmMoveRef.current?.focus()
  }, [confirmMove])

  const freeMove = fee === 0 || priority
  const targetLabel = targets.find((t) => String(t.id) === target)?.label

  const move = (event: FormEvent) => {
    event.preventDefault()
    if (!target) return setError('Please choose a class to move to.')
    if (freeMove && !confirmMove) {
      setError(null)
      return setConfirmMove(true)
    }
    void run('move', async () => {
      setConfirmMove(false)
      const answer = await sendManageAction('move', { token, toScheduleId: Number(target), expectedFeeCents: priority ? 0 : fee })
      if (typeof answer.checkoutUrl === 'string') {
        window.location.assign(answer.checkoutUrl)
        return null
      }
      return 'Your booking has moved. We have emailed you the new date, time and place.'
    })
  }

  return (
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
  )
}
