import type { Payload } from 'payload'

import { privateBalanceLinkEmail, privateBalanceReceiptEmail } from '@/domain/email/privateBalanceEmails'
import type { PrivateSession } from '@/payload-types'

import { queueEmail } from '../email/outbox'
import type { InRequest } from '../transaction'
import { emailData } from './privateSessionEmails'

/** The receipt for the balance, once per session. `s` must be read with its hidden fields (the private link). */
export async function queueBalanceReceiptEmail(payload: Payload, s: PrivateSession, paid: { paidAt: Date; savedCard: boolean }, req?: InRequest): Promise<void> {
  const content = privateBalanceReceiptEmail(await emailData(payload, s), { balanceCents: s.balanceCents ?? 0, ...paid })
  await queueEmail(payload, { kind: 'private-balance-receipt', to: s.organizerEmail, ...content, dedupeKey: `private-balance-receipt:${s.id}` }, req)
}

/**
 * The link to pay the balance after the saved card was declined (`reminder` 0), and each reminder after it (1, 2, ...):
 * one email per number however often the job runs.
 */
export async function queueBalanceLinkEmail(payload: Payload, s: PrivateSession, due: { reason: string; reminder: number }, req?: InRequest): Promise<void> {
  const content = privateBalanceLinkEmail(await emailData(payload, s), { balanceCents: s.balanceCents ?? 0, reason: due.reason, reminder: due.reminder > 0 })
  const kind = due.reminder > 0 ? 'private-balance-reminder' : 'private-balance-link'
  await queueEmail(payload, { kind, to: s.organizerEmail, ...content, dedupeKey: `${kind}:${s.id}${due.reminder > 0 ? `:${due.reminder}` : ''}` }, req)
}
