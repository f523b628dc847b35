import { useState } from 'react'

import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { creditBackSentence } from '@/domain/credits/classCredit'
import { refundBeforeCancelWords, restOfPaymentWords } from '@/domain/manage/refundBeforeCancel'
import { DEMO_NOTHING_CHARGED } from '@/domain/payments/demoPayment'

import { AskFirst } from './AskFirst'
import { type ManageActionState, sendManageAction } from './useManageAction'

const REFUND_DONE: Record<string, (total: string) => string> = {
  refunded: (total) => `Your booking is cancelled and your payment of ${total} has been refunded in full. Your bank shows it within 5-10 business days.`,
  pending: (total) => `Your booking is cancelled. Your refund of ${total} is on its way; your bank shows it within 5-10 business days.`,
  'not-needed': () => 'Your booking is cancelled. Nothing was charged to a card, so there is nothing to refund there.',
  failed: (total) => `Your booking is cancelled, but the refund of ${total} could not be completed yet: the payment service did not accept it. The studio has been told, is trying again and will follow up with you by email.`,
}

/** 'Cancel with a full refund', asked once more before it is done. */
export function CancelRefundPanel({
  uid,
  action: { busy, disabled, run },
  token,
  totalCents,
  creditCents,
  feesNotRefunded,
  demo,
  refundedCents = 0,
}: {
  uid: string
  action: ManageActionState
  token: string
  totalCents: number
  creditCents: number
  feesNotRefunded: string | null
  demo: boolean
  /** Refunded earlier by the studio (a part refund that kept the booking): only the rest goes back now. */
  refundedCents?: number
}) {
  const [confirm, setConfirm] = useState(false)

  const cancelForRefund = () =>
    run('cancel-refund', async () => {
      const { refund } = await sendManageAction('cancel', { token })
      setConfirm(false)
      if (demo) return [`Your booking is cancelled. ${DEMO_NOTHING_CHARGED}`, creditBackSentence(creditCents)].filter(Boolean).join(' ')
      const done =
        refund === 'refunded' && refundedCents > 0
          ? `Your booking is cancelled. ${restOfPaymentWords(totalCents, refundedCents)}: your bank shows it within 5-10 business days.`
          : (REFUND_DONE[String(refund)] ?? REFUND_DONE.pending)(formatCents(totalCents - refundedCents))
      return [done, feesNotRefunded, creditBackSentence(creditCents)].filter(Boolean).join(' ')
    })

  return (
    <section className={form.card} aria-labelledby={`${uid}-cancel`}>
      <h2 id={`${uid}-cancel`}>Cancel with a full refund</h2>
      <p>
        {refundBeforeCancelWords({ totalCents, creditCents, feesNotRefunded, demo, refundedCents })}
      </p>
      <AskFirst asking={confirm} setAsking={setConfirm} disabled={disabled} busy={busy === 'cancel-refund'} ask="Cancel and get a full refund" yes="Yes, cancel my booking" working="Cancelling..." onYes={cancelForRefund} />
    </section>
  )
}
