import { formatCents } from '../bookings/pricing'
import { formatClassDate, formatTimeRange } from '../time/format'
import { buttonHtml, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'
import { privateSessionRows, type PrivateSessionEmailData } from './privateSessionEmails'

const footer = (s: PrivateSessionEmailData) => `${s.business.name} · ${s.business.phone} · ${s.business.email}`

function email(s: PrivateSessionEmailData, title: string, lines: string[], button: string): EmailContent {
  const rows = privateSessionRows(s)
  return {
    subject: `${title} – ${s.business.name}`,
    text: [...lines, '', detailsText(rows), '', `${button}: ${s.link}`, '', footer(s)].join('\n'),
    html: layoutHtml(title, lines.map(paragraphHtml).join('') + detailsHtml(rows) + buttonHtml(button, s.link), footer(s)),
  }
}

const when = (start: Date, end: Date) => `${formatClassDate(start)}, ${formatTimeRange(start, end)} (Pacific time)`

/** To the organizer: the session has a new date (`s` has the new times); the calendar file is attached. */
export function privateMovedEmail(s: PrivateSessionEmailData, move: { feeCents: number; weather: boolean; balance: { cents: number; dueAt: Date } | null }): EmailContent {
  const lines = [
    `Hi ${s.organizerName}, your session is now on ${when(s.start, s.end)}.`,
    move.weather ? 'We moved it because of the weather; the move is free.' : move.feeCents > 0 ? `The move fee of ${formatCents(move.feeCents)} is paid.` : 'The move is free.',
    ...(move.balance ? [`The balance of ${formatCents(move.balance.cents)} is now due on ${formatClassDate(move.balance.dueAt)}.`] : []),
    'The new calendar file is attached.',
  ]
  return email(s, 'Your session has moved', lines, 'See your session')
}

/** To the organizer: the session is cancelled, and exactly what comes back (`refund` is the sentence the page showed). */
export function privateCancelledEmail(s: PrivateSessionEmailData, cancel: { byStudio: boolean; refund: string }): EmailContent {
  const lines = [
    byStudioLine(s, cancel.byStudio),
    `What comes back: ${cancel.refund}.`,
    ...(cancel.byStudio ? ['We are sorry for the trouble. Reply to this email to book another date.'] : []),
  ]
  return email(s, 'Your session is cancelled', lines, 'See your session')
}

const byStudioLine = (s: PrivateSessionEmailData, byStudio: boolean) =>
  byStudio
    ? `Hi ${s.organizerName}, we are sorry: we have to cancel your session on ${when(s.start, s.end)} because the instructor cannot teach it.`
    : `Hi ${s.organizerName}, your session on ${when(s.start, s.end)} is cancelled, as you asked.`

/** To the organizer: the studio cannot keep the date and offers a free move, chosen on their private link. */
export function privateMoveOfferedEmail(s: PrivateSessionEmailData): EmailContent {
  const lines = [
    `Hi ${s.organizerName}, we are sorry: the instructor cannot teach your session on ${when(s.start, s.end)}.`,
    'Please choose another date on your private link: the move is free.',
  ]
  return email(s, 'Please choose a new date, free', lines, 'Choose a new date')
}

/** To the organizer: a refund Stripe refused at first has gone through (asked again by the job or the owner). */
export function privateRefundCompletedEmail(s: PrivateSessionEmailData, refund: { amountCents: number; moveFee: boolean }): EmailContent {
  const what = refund.moveFee ? `the move fee of ${formatCents(refund.amountCents)}` : `${formatCents(refund.amountCents)} of what you paid`
  const lines = [
    `Hi ${s.organizerName}, the refund we could not complete earlier for your session on ${when(s.start, s.end)} has now gone through: ${what} is refunded to the card you paid with.`,
    'Your bank shows it within 5-10 business days. Thank you for your patience.',
  ]
  return email(s, 'Your refund is on its way', lines, 'See your session')
}
