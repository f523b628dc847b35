import { formatInTimeZone } from 'date-fns-tz'

import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { FULL_REFUND_HOURS, privateSessionStarted, refundSentence, sessionPolicy } from '@/domain/privateSessions/privatePolicy'
import { paidWithOf, splitPrivateRefund } from '@/domain/privateSessions/privateRefundSplit'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import type { PrivateSession } from '@/payload-types'

import { PrivateSessionManageActions } from './PrivateSessionManage.client'

const CANCELLED = new Set<PrivateSession['status']>(['cancelled', 'cancelled-by-studio'])

/** What came back of a cancelled session: refunded, on its way, or nothing under the policies. */
function cancelledSentence(s: PrivateSession): string {
  const who = s.status === 'cancelled-by-studio' ? 'We cancelled this session: the instructor cannot teach it.' : 'This session is cancelled.'
  const owed = (s.failedRefunds ?? []).reduce((sum, r) => sum + (r.amountCents ?? 0), 0)
  if (owed > 0) return `${who} A refund of ${formatCents(owed)} is on its way to your card.`
  if ((s.refundedCents ?? 0) > 0) return `${who} ${formatCents(s.refundedCents ?? 0)} was refunded to your card.`
  return `${who} Nothing was refundable under the private class policies.`
}

/**
 * The session's manage section on the organizer's private link (issue 40 item 4): once confirmed and until it starts,
 * 'Move to another date' and 'Cancel the session', each saying first what it costs or gives back; once cancelled,
 * what came back. A session whose start has passed shows no actions.
 */
export function PrivateSessionManage({ session, token, now }: { session: PrivateSession; token: string; now: Date }) {
  if (CANCELLED.has(session.status)) {
    return (
      <p role="status" className={form.note} data-testid="private-cancelled">
        {cancelledSentence(session)}
      </p>
    )
  }
  const start = new Date(session.startTime)
  if (session.status !== 'confirmed' || privateSessionStarted(start, now)) return null
  const decision = sessionPolicy(session, now)
  const why = session.freeMoveOffered
    ? 'We offered you a free move: choose a new date below.'
    : decision.window === 'full-refund'
      ? `More than 28 days (${FULL_REFUND_HOURS} hours) before the start: a move is free and a cancellation refunds everything you paid.`
      : decision.window === 'deposit-kept'
        ? '14-27 days before the start: the deposit is non-refundable; a move costs $50.'
        : 'Under 14 days before the start: nothing is refundable; a move costs $50.'
  return (
    <section className={form.card} aria-labelledby="private-manage-heading">
      <h2 id="private-manage-heading">Change or cancel</h2>
      <p>{why}</p>
      <PrivateSessionManageActions
        token={token}
        moveFee={decision.moveFeeCents > 0 ? formatCents(decision.moveFeeCents) : ''}
        refund={refundSentence(decision, splitPrivateRefund(decision.refundCents, paidWithOf(session)).creditCents)}
        date={formatInTimeZone(start, BUSINESS_TIME_ZONE, 'yyyy-MM-dd')}
        time={formatInTimeZone(start, BUSINESS_TIME_ZONE, 'HH:mm')}
      />
    </section>
  )
}
