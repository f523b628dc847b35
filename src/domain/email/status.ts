export const EMAIL_STATUSES = ['Queued', 'Sent', 'Delivered', 'Delayed', 'Opened', 'Clicked', 'Bounced', 'Spam', 'Failed'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

/**
 * How far an email has got. Provider events may arrive out of order, so a status only ever moves to a later one:
 * a late 'Delivered' never undoes 'Opened'. Failures and complaints are final.
 */
export const EMAIL_STATUS_ORDER: readonly EmailStatus[] = ['Queued', 'Sent', 'Delayed', 'Delivered', 'Opened', 'Clicked', 'Failed', 'Bounced', 'Spam']

export const isLaterStatus = (next: EmailStatus, current: EmailStatus | null | undefined): boolean =>
  !current || EMAIL_STATUS_ORDER.indexOf(next) > EMAIL_STATUS_ORDER.indexOf(current)

/** Resend's webhook event types (https://resend.com/docs/dashboard/webhooks/event-types) and the status each means. */
const RESEND_EVENT_STATUS: Record<string, EmailStatus> = {
  'email.sent': 'Sent',
  'email.delivered': 'Delivered',
  'email.delivery_delayed': 'Delayed',
  'email.opened': 'Opened',
  'email.clicked': 'Clicked',
  'email.bounced': 'Bounced',
  'email.complained': 'Spam',
  'email.failed': 'Failed',
}

export const statusOfProviderEvent = (type: string): EmailStatus | null => RESEND_EVENT_STATUS[type] ?? null
