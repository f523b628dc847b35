import { Link } from '@/components/layout/Link'
import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { privatePriceBreakdown } from '@/domain/privateSessions/privatePrice'
import { isProposalOpen } from '@/domain/privateSessions/privateSession'
import { formatClassDate } from '@/domain/time/format'
import type { User } from '@/payload-types'
import type { OrganizerPageData } from '@/server/privateSessions/privatePages'

import { BalanceDue } from './BalanceDue'
import { PayDeposit } from './PayDeposit.client'
import { PrivateSessionManage } from './PrivateSessionManage'
import { PrivateParticipants } from './PrivateParticipants'
import { PoNumber } from './PoNumber.client'
import { Receipts } from './Receipts'
import { SessionSummary } from './SessionSummary'

/** The private policies in short (spec §9); the full page is /private-class-policies. */
const POLICY_SUMMARY = [
  '50% deposit when you book; the balance is due 14 days (336 hours) before the start.',
  '28 days or more before: a full refund or a free move.',
  '14-27 days before: the deposit is non-refundable; a move costs $50 per change, or cancel for a refund of what you paid beyond the deposit.',
  'Under 14 days: nothing is refundable; a move costs $50.',
  'Please arrive 10 minutes early; late arrivals within 15 minutes can join.',
]

/** What is left to pay: due on a date, or, once the saved card did not take it, still to pay through the link below. */
function balanceSentence(balanceCents: number, dueAt: Date, declined: boolean): string {
  if (balanceCents <= 0) return 'Nothing is left to pay.'
  if (declined) return `The balance of ${formatCents(balanceCents)} was due on ${formatClassDate(dueAt)} and is still to pay.`
  return `The balance of ${formatCents(balanceCents)} is due on ${formatClassDate(dueAt)}.`
}

/** The organizer's proposal (or, once the deposit is paid, their session): what, when, where, who, the price and the policies. */
export function PrivateSessionPage({ session, token, now, people, invoices }: OrganizerPageData) {
  const start = new Date(session.startTime)
  const total = session.totalCents ?? 0
  const confirmed = session.status === 'confirmed'
  const open = isProposalOpen(session, now)
  const paid = Boolean(session.depositPaidAt)
  const discount = session.discountCents ?? 0
  const price = paid
    ? { dueNowCents: session.depositCents ?? 0, balanceCents: session.balancePaidAt ? 0 : (session.balanceCents ?? 0), balanceDueAt: new Date(session.balanceDueAt ?? start), fullPriceNow: !session.balanceCents }
    : privatePriceBreakdown(total, start, now)
  const instructor = typeof session.instructor === 'object' ? (session.instructor as User).name : null
  const perPerson = session.pricing === 'per-person' ? ` (${formatCents(session.priceCents)} per person × ${session.participants})` : ''
  return (
    <main id="main" className={manage.page}>
      <h1>{session.status === 'proposal-sent' ? 'Your proposal' : 'Your private session'}</h1>
      {confirmed && (
        <p role="status" className={form.note} data-testid="private-status">
          {session.balancePaidAt
            ? `Confirmed and paid in full: we received ${formatCents(total)}. Nothing is left to pay.`
            : `Confirmed: we received ${formatCents(price.dueNowCents)}. ${balanceSentence(price.balanceCents, price.balanceDueAt, Boolean(session.balanceDeclinedAt))}`}
        </p>
      )}
      {session.status === 'proposal-sent' && !open && (
        <p role="alert" className={form.note} data-testid="private-status">
          This proposal has expired and can no longer be accepted. Please contact us for a new date.
        </p>
      )}
      <BalanceDue session={session} token={token} />
      <SessionSummary session={session}>
        <>
          <dt>Who</dt>
          <dd>
            {session.organizerName}
            {session.organization ? `, ${session.organization}` : ''}: {session.participants} {session.participants === 1 ? 'participant' : 'participants'}
            {instructor ? `, with ${instructor}` : ''}
          </dd>
          <dt>Total</dt>
          <dd>
            {formatCents(total)}
            {perPerson}
          </dd>
          {paid && discount > 0 && (
            <>
              <dt>Promo code</dt>
              <dd>−{formatCents(discount)}</dd>
            </>
          )}
          <dt>{price.fullPriceNow ? (paid ? 'Paid (full price)' : 'Due now (full price)') : paid ? 'Deposit paid' : '50% deposit now'}</dt>
          <dd>{formatCents(price.dueNowCents)}</dd>
          {session.balancePaidAt && (session.balanceCents ?? 0) > 0 && (
            <>
              <dt>Balance paid</dt>
              <dd>{formatCents(session.balanceCents ?? 0)}</dd>
            </>
          )}
          {price.balanceCents > 0 && (confirmed || !paid) && (
            <>
              <dt>Balance</dt>
              <dd>
                {formatCents(price.balanceCents)} due on {formatClassDate(price.balanceDueAt)}
              </dd>
            </>
          )}
        </>
      </SessionSummary>
      <PrivateSessionManage session={session} token={token} now={now} />
      {people && <PrivateParticipants session={session} token={token} {...people} />}
      <section className={form.card} aria-labelledby="policy-heading">
        <h2 id="policy-heading">Private class policies</h2>
        <ul>
          {POLICY_SUMMARY.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <Link href="/private-class-policies">Read the private class policies</Link>
        </p>
        {!confirmed && open && session.program === 'workplace' && <PoNumber token={token} initial={session.poNumber ?? ''} />}
        {!confirmed && open && <PayDeposit token={token} label={price.fullPriceNow ? 'Pay the full price' : 'Pay the deposit'} />}
      </section>
      <Receipts invoices={invoices} token={token} />
    </main>
  )
}
