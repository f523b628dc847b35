import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { EMAIL_STATUS_ORDER } from '@/domain/email/status'
import type { EmailStatus } from '@/domain/values'
import type { Email } from '@/payload-types'

import { drizzleOf, type InRequest } from '../transaction'
import { providerMessageId } from './adapter'

/** `content` is text, or base64 with `encoding: 'base64'` (a PDF): nodemailer decodes it, Resend takes base64 as it is. */
export type EmailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' }

export type OutgoingEmail = {
  kind: Email['kind']
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  bookingId?: number
  /** One email per key, ever: 'confirmation:12', 'reminder:12', 'inquiry-notice:7'. */
  dedupeKey: string
  attachments?: EmailAttachment[]
}

/** A failed send is tried again on later runs, this many times in all; then the email is Failed. */
export const MAX_SEND_ATTEMPTS = 5
/** A claimed email not marked sent after this long (its sender crashed) may be claimed again. */
const CLAIM_TIMEOUT = sql.raw(`interval '2 minutes'`)
/** A constant list, so it is safe to write into the statement. */
const STATUS_ORDER = sql.raw(`ARRAY[${EMAIL_STATUS_ORDER.map((s) => `'${s}'`).join(',')}]::text[]`)

/**
 * Stores an email in the outbox (the `emails` collection) as Queued, once per dedupe key: a second call with the
 * same key stores nothing. `deliverQueuedEmails` sends it. Answers the email's id and whether this call stored it.
 * Given a hook's `req`, it is stored in that transaction: no email for a change that is rolled back.
 */
export async function queueEmail(payload: Payload, email: OutgoingEmail, req?: InRequest): Promise<{ id: number; created: boolean }> {
  const db = await drizzleOf(payload, req)
  const inserted = await db.execute<{ id: number }>(sql`
    insert into emails ("to", kind, status, subject, reply_to, booking_id, text, html, attachments, dedupe_key, attempts)
    values (${email.to}, ${email.kind}, 'Queued', ${email.subject}, ${email.replyTo ?? null}, ${email.bookingId ?? null},
            ${email.text}, ${email.html}, ${email.attachments ? JSON.stringify(email.attachments) : null}::jsonb, ${email.dedupeKey}, 0)
    on conflict (dedupe_key) do nothing
    returning id`)
  if (inserted.rows[0]) {
    const id = Number(inserted.rows[0].id)
    await copyStatusToBooking(db, id)
    return { id, created: true }
  }
  const existing = await db.execute<{ id: number }>(sql`select id from emails where dedupe_key = ${email.dedupeKey}`)
  return { id: Number(existing.rows[0].id), created: false }
}

/** An imported booking's registration email is its confirmation on the roster. */
const bookingStatusUpdate = sql`
  update bookings b set
    confirmation_email_status = case when e.kind in ('booking-confirmation', 'import-registration') then e.status::text::enum_bookings_confirmation_email_status else b.confirmation_email_status end,
    confirmation_email_opened_at = case when e.kind in ('booking-confirmation', 'import-registration') then e.opened_at else b.confirmation_email_opened_at end,
    reminder_email_status = case when e.kind = 'reminder' then e.status::text::enum_bookings_reminder_email_status else b.reminder_email_status end,
    reminder_email_opened_at = case when e.kind = 'reminder' then e.opened_at else b.reminder_email_opened_at end
  from e where b.id = e.booking_id`

/** The roster reads a booking's email statuses from the booking: they follow its emails. */
async function copyStatusToBooking(db: PostgresAdapter['drizzle'], emailId: number): Promise<void> {
  await db.execute(sql`
    with e as (select booking_id, kind, status, opened_at from emails where id = ${emailId} and booking_id is not null)
    ${bookingStatusUpdate}`)
}

export type EmailMatch = { id: number } | { providerMessageId: string }

/**
 * Moves an email (and its booking's copy) to `status` at `at`, only when that is a later status: events that arrive
 * out of order never move it back. One statement, so concurrent events serialise on the row. True when it moved.
 */
export async function advanceEmailStatus(payload: Payload, match: EmailMatch, status: EmailStatus, at: Date): Promise<boolean> {
  const where = 'id' in match ? sql`id = ${match.id}` : sql`provider_message_id = ${match.providerMessageId}`
  const opened = status === 'Opened' || status === 'Clicked'
  const result = await (await drizzleOf(payload)).execute(sql`
    with e as (
      update emails set
        status = ${status},
        sent_at = case when ${status} = 'Sent' then coalesce(sent_at, ${at.toISOString()}::timestamptz) else sent_at end,
        opened_at = case when ${opened} then coalesce(opened_at, ${at.toISOString()}::timestamptz) else opened_at end,
        updated_at = now()
      where ${where} and array_position(${STATUS_ORDER}, status::text) < array_position(${STATUS_ORDER}, ${status}::text)
      returning booking_id, kind, status, opened_at)
    ${bookingStatusUpdate}
    returning b.id`)
  if (result.rows.length > 0) return true
  // An email without a booking moved too, but the booking update returned nothing: ask the email itself.
  const moved = await (await drizzleOf(payload)).execute<{ status: string }>(sql`select status from emails where ${where}`)
  return moved.rows[0]?.status === status
}

type ClaimedEmail = {
  id: number
  to: string
  subject: string
  text: string | null
  html: string | null
  reply_to: string | null
  attachments: EmailAttachment[] | null
  attempts: number
}

/**
 * Sends Queued emails through the configured adapter (SMTP, Resend or the local outbox). Each email is claimed first
 * (SKIP LOCKED), so two runners never send the same one; a failure is recorded and retried on a later run.
 */
export async function deliverQueuedEmails(payload: Payload, { limit = 20, now = new Date() } = {}): Promise<{ sent: number; failed: number }> {
  const claimed = await (await drizzleOf(payload)).execute<ClaimedEmail>(sql`
    update emails set send_claimed_at = ${now.toISOString()}::timestamptz, attempts = coalesce(attempts, 0) + 1
    where id in (
      select id from emails
      where status = 'Queued' and (send_claimed_at is null or send_claimed_at < ${now.toISOString()}::timestamptz - ${CLAIM_TIMEOUT})
      order by created_at limit ${limit}
      for update skip locked)
    returning id, "to", subject, text, html, reply_to, attachments, attempts`)

  let sent = 0
  let failed = 0
  for (const email of claimed.rows) {
    try {
      const result = await payload.sendEmail({
        to: email.to,
        subject: email.subject,
        text: email.text ?? undefined,
        html: email.html ?? undefined,
        ...(email.reply_to ? { replyTo: email.reply_to } : {}),
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
      })
      await (await drizzleOf(payload)).execute(sql`update emails set provider_message_id = ${providerMessageId(result)}, error = null where id = ${email.id}`)
      await advanceEmailStatus(payload, { id: email.id }, 'Sent', new Date())
      sent++
    } catch (error) {
      failed++
      const message = error instanceof Error ? error.message : String(error)
      payload.logger.error({ err: error, emailId: email.id, attempt: email.attempts }, 'sending an email failed')
      // send_claimed_at stays: the next try comes after the claim timeout, not on the very next run.
      await (await drizzleOf(payload)).execute(sql`update emails set error = ${message.slice(0, 2000)} where id = ${email.id}`)
      if (Number(email.attempts) >= MAX_SEND_ATTEMPTS) await advanceEmailStatus(payload, { id: email.id }, 'Failed', new Date())
    }
  }
  return { sent, failed }
}
