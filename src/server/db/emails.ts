import { sql } from '@payloadcms/db-postgres'

import { EMAIL_STATUS_ORDER, type EmailStatus } from '@/domain/email/status'
import type { Email } from '@/payload-types'

import type { Db } from './postgres'

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

/** A claimed email not marked sent after this long (its sender crashed) may be claimed again. */
const CLAIM_TIMEOUT = sql.raw(`interval '2 minutes'`)
/** A constant list, so it is safe to write into the statement. */
const STATUS_ORDER = sql.raw(`ARRAY[${EMAIL_STATUS_ORDER.map((s) => `'${s}'`).join(',')}]::text[]`)

/** Stores the email as Queued unless one with its dedupe key exists; answers its id when this call stored it. */
export async function insertQueued(db: Db, email: OutgoingEmail): Promise<number | undefined> {
  const inserted = await db.execute<{ id: number }>(sql`
    insert into emails ("to", kind, status, subject, reply_to, booking_id, text, html, attachments, dedupe_key, attempts)
    values (${email.to}, ${email.kind}, 'Queued', ${email.subject}, ${email.replyTo ?? null}, ${email.bookingId ?? null},
            ${email.text}, ${email.html}, ${email.attachments ? JSON.stringify(email.attachments) : null}::jsonb, ${email.dedupeKey}, 0)
    on conflict (dedupe_key) do nothing
    returning id`)
  return inserted.rows[0] ? Number(inserted.rows[0].id) : undefined
}

export const idOfDedupeKey = async (db: Db, dedupeKey: string): Promise<number> =>
  Number((await db.execute<{ id: number }>(sql`select id from emails where dedupe_key = ${dedupeKey}`)).rows[0].id)

/** An imported booking's registration email is its confirmation on the roster. */
const bookingStatusUpdate = sql`
  update bookings b set
    confirmation_email_status = case when e.kind in ('booking-confirmation', 'import-registration') then e.status::text::enum_bookings_confirmation_email_status else b.confirmation_email_status end,
    confirmation_email_opened_at = case when e.kind in ('booking-confirmation', 'import-registration') then e.opened_at else b.confirmation_email_opened_at end,
    reminder_email_status = case when e.kind = 'reminder' then e.status::text::enum_bookings_reminder_email_status else b.reminder_email_status end,
    reminder_email_opened_at = case when e.kind = 'reminder' then e.opened_at else b.reminder_email_opened_at end
  from e where b.id = e.booking_id`

/** The roster reads a booking's email statuses from the booking: they follow its emails. */
export async function copyStatusToBooking(db: Db, emailId: number): Promise<void> {
  await db.execute(sql`
    with e as (select booking_id, kind, status, opened_at from emails where id = ${emailId} and booking_id is not null)
    ${bookingStatusUpdate}`)
}

export type EmailMatch = { id: number } | { providerMessageId: string }

/**
 * Moves an email (and its booking's copy) to `status` at `at`, only when that is a later status: events that arrive
 * out of order never move it back. One statement, so concurrent events serialise on the row. True when it moved.
 */
export async function advanceStatus(db: Db, match: EmailMatch, status: EmailStatus, at: Date): Promise<boolean> {
  const where = 'id' in match ? sql`id = ${match.id}` : sql`provider_message_id = ${match.providerMessageId}`
  const opened = status === 'Opened' || status === 'Clicked'
  const result = await db.execute(sql`
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
  const moved = await db.execute<{ status: string }>(sql`select status from emails where ${where}`)
  return moved.rows[0]?.status === status
}

export type ClaimedEmail = {
  id: number
  to: string
  subject: string
  text: string | null
  html: string | null
  reply_to: string | null
  attachments: EmailAttachment[] | null
  attempts: number
}

/** Claims up to `limit` Queued emails to send (SKIP LOCKED: two runners never claim the same one), counting the attempt. */
export const claimQueued = async (db: Db, limit: number, now: Date): Promise<ClaimedEmail[]> =>
  (
    await db.execute<ClaimedEmail>(sql`
      update emails set send_claimed_at = ${now.toISOString()}::timestamptz, attempts = coalesce(attempts, 0) + 1
      where id in (
        select id from emails
        where status = 'Queued' and (send_claimed_at is null or send_claimed_at < ${now.toISOString()}::timestamptz - ${CLAIM_TIMEOUT})
        order by created_at limit ${limit}
        for update skip locked)
      returning id, "to", subject, text, html, reply_to, attachments, attempts`)
  ).rows

export const recordProviderId = (db: Db, emailId: number, providerMessageId: string | null | undefined) =>
  db.execute(sql`update emails set provider_message_id = ${providerMessageId}, error = null where id = ${emailId}`)

export const recordSendError = (db: Db, emailId: number, message: string) => db.execute(sql`update emails set error = ${message} where id = ${emailId}`)

/** The emails this transaction inserted (their xmin is its transaction id), in order. */
export const queuedInThisTransaction = async (db: Db): Promise<{ to: string; subject: string }[]> =>
  (await db.execute<{ to: string; subject: string }>(sql`
    select "to", subject from emails where xmin = pg_current_xact_id()::xid order by id`)).rows
