import type { Payload } from 'payload'

import type { EmailStatus } from '@/domain/email/status'

import {
  advanceStatus,
  claimQueued,
  copyStatusToBooking,
  type EmailMatch,
  idOfDedupeKey,
  insertQueued,
  type OutgoingEmail,
  recordProviderId,
  recordSendError,
} from '../db/emails'
import { drizzleOf, type InRequest } from '../transaction'
import { providerMessageId } from './adapter'

/** A failed send is tried again on later runs, this many times in all; then the email is Failed. */
export const MAX_SEND_ATTEMPTS = 5

/**
 * Stores an email in the outbox (the `emails` collection) as Queued, once per dedupe key: a second call with the
 * same key stores nothing. `deliverQueuedEmails` sends it. Answers the email's id and whether this call stored it.
 * Given a hook's `req`, it is stored in that transaction: no email for a change that is rolled back.
 */
export async function queueEmail(payload: Payload, email: OutgoingEmail, req?: InRequest): Promise<{ id: number; created: boolean }> {
  const db = await drizzleOf(payload, req)
  const id = await insertQueued(db, email)
  if (id !== undefined) {
    await copyStatusToBooking(db, id)
    return { id, created: true }
  }
  return { id: await idOfDedupeKey(db, email.dedupeKey), created: false }
}

/**
 * Moves an email (and its booking's copy) to `status` at `at`, only when that is a later status: events that arrive
 * out of order never move it back. True when it moved.
 */
export async function advanceEmailStatus(payload: Payload, match: EmailMatch, status: EmailStatus, at: Date): Promise<boolean> {
  return advanceStatus(await drizzleOf(payload), match, status, at)
}

/**
 * Sends Queued emails through the configured adapter (SMTP, Resend or the local outbox). Each email is claimed first
 * (SKIP LOCKED), so two runners never send the same one; a failure is recorded and retried on a later run.
 */
export async function deliverQueuedEmails(payload: Payload, { limit = 20, now = new Date() } = {}): Promise<{ sent: number; failed: number }> {
  const claimed = await claimQueued(await drizzleOf(payload), limit, now)

  let sent = 0
  let failed = 0
  for (const email of claimed) {
    try {
      const result = await payload.sendEmail({
        to: email.to,
        subject: email.subject,
        text: email.text ?? undefined,
        html: email.html ?? undefined,
        ...(email.reply_to ? { replyTo: email.reply_to } : {}),
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
      })
      await recordProviderId(await drizzleOf(payload), email.id, providerMessageId(result))
      await advanceEmailStatus(payload, { id: email.id }, 'Sent', new Date())
      sent++
    } catch (error) {
      failed++
      const message = error instanceof Error ? error.message : String(error)
      payload.logger.error({ err: error, emailId: email.id, attempt: email.attempts }, 'sending an email failed')
      // send_claimed_at stays: the next try comes after the claim timeout, not on the very next run.
      await recordSendError(await drizzleOf(payload), email.id, message.slice(0, 2000))
      if (Number(email.attempts) >= MAX_SEND_ATTEMPTS) await advanceEmailStatus(payload, { id: email.id }, 'Failed', new Date())
    }
  }
  return { sent, failed }
}
