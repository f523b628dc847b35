import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { balanceAwaitingCustomer } from '@/domain/privateSessions/balance'
import type { PrivateSession } from '@/payload-types'

import { PayButton } from './PayButton.client'

/** On the organizer's page once the saved card did not take the balance: what is due, why, and 'Pay the balance'. */
export function BalanceDue({ session, token }: { session: PrivateSession; token: string }) {
  if (!balanceAwaitingCustomer(session)) return null
  return (
    <section className={form.card} aria-labelledby="balance-heading" data-testid="balance-due">
      <h2 id="balance-heading">Your balance is due</h2>
      <p>
        We could not charge the balance of {formatCents(session.balanceCents ?? 0)} to the card you used for the deposit
        {session.balanceDeclineReason ? `: ${session.balanceDeclineReason}` : ''}. Please pay it with a card.
      </p>
      <PayButton path="/api/private-balance" body={{ token }} label="Pay the balance" />
    </section>
  )
}
