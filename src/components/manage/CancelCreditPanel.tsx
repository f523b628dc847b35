import { useState } from 'react'

import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { creditValueOf } from '@/domain/credits/classCredit'
import { creditWords, type IssuedCreditWords } from '@/domain/manage/manageWords'

import { AskFirst } from './AskFirst'
import { type ManageActionState, sendManageAction } from './useManageAction'

/** 'Cancel for a class credit', asked once more before it is done. */
export function CancelCreditPanel({
  uid,
  action: { busy, disabled, run },
  token,
  totalCents,
  creditCents,
}: {
  uid: string
  action: ManageActionState
  token: string
  totalCents: number
  creditCents: number
}) {
  const [confirm, setConfirm] = useState(false)

  const cancelForCredit = () =>
    run('cancel-credit', async () => {
      const { credit } = await sendManageAction('cancel-for-credit', { token })
      setConfirm(false)
      return creditWords(credit as IssuedCreditWords)
    })

  return (
    <section className={form.card} aria-labelledby={`${uid}-credit`}>
      <h2 id={`${uid}-credit`}>Cancel for a class credit</h2>
      <p>You receive a class credit of {formatCents(creditValueOf({ totalCents, creditCents }))}, valid for 12 months, to use on any class booking.</p>
      <AskFirst asking={confirm} setAsking={setConfirm} disabled={disabled} busy={busy === 'cancel-credit'} ask="Cancel for a class credit" yes="Yes, cancel for a class credit" working="Cancelling..." onYes={cancelForCredit} />
    </section>
  )
}
