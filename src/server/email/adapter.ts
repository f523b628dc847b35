import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { resendAdapter } from '@payloadcms/email-resend'
import type { EmailAdapter } from 'payload'

type EmailEnv = { SMTP_URL?: string; RESEND_API_KEY?: string; EMAIL_FROM: string; EMAIL_FROM_NAME: string }

/**
 * Development and tests: nothing leaves the machine. The message itself is already stored in the `emails` collection
 * (the outbox in /cms), so this adapter only answers a local message id.
 */
const localOutboxAdapter =
  (from: { defaultFromAddress: string; defaultFromName: string }): EmailAdapter =>
  () => ({
    name: 'local-outbox',
    ...from,
    sendEmail: async () => ({ messageId: `local-${crypto.randomUUID()}` }),
  })

/** smtp://user:pass@host:587 or smtps://…:465 as nodemailer transport options. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  }
}

/** SMTP when SMTP_URL is set, Resend when RESEND_API_KEY is set, else the local outbox. */
export function emailAdapter(env: EmailEnv): EmailAdapter | Promise<EmailAdapter> {
  const from = { defaultFromAddress: env.EMAIL_FROM, defaultFromName: env.EMAIL_FROM_NAME }
  if (env.SMTP_URL) return nodemailerAdapter({ ...from, transportOptions: smtpOptions(env.SMTP_URL), skipVerify: true })
  if (env.RESEND_API_KEY) return resendAdapter({ ...from, apiKey: env.RESEND_API_KEY })
  return localOutboxAdapter(from)
}

/** The provider's id of a sent message: nodemailer answers `messageId`, Resend answers `id`. */
export const providerMessageId = (result: unknown): string | null => {
  if (result && typeof result === 'object') {
    const r = result as { messageId?: unknown; id?: unknown }
    if (typeof r.messageId === 'string') return r.messageId
    if (typeof r.id === 'string') return r.id
  }
  return null
}
