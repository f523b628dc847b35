import { formatCents } from '../bookings/pricing'
import { formatClassDate } from '../time/format'
import { buttonHtml, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'
import { footer, privateSessionRows, type PrivateSessionEmailData } from './privateSessionEmails'

const email = (s: PrivateSessionEmailData, title: string, lines: string[], button: string): EmailContent => ({
  subject: `${title} – ${s.business.name}`,
  text: [...lines, '', detailsText(privateSessionRows(s)), '', `${button}: ${s.link}`, '', footer(s)].join('\n'),
  html: layoutHtml(title, lines.map(paragraphHtml).join('') + detailsHtml(privateSessionRows(s)) + buttonHtml(button, s.link), footer(s)),
})

/** To the organizer: the balance was paid (charged to the saved card, or through the link). */
export function privateBalanceReceiptEmail(s: PrivateSessionEmailData, paid: { balanceCents: number; paidAt: Date; savedCard: boolean }): EmailContent {
  return email(
    s,
    'Your balance is paid',
    [
      `Hi ${s.organizerName}, thank you: we received the balance of ${formatCents(paid.balanceCents)} on ${formatClassDate(paid.paidAt)}${paid.savedCard ? ', charged to the card you used for the deposit' : ''}.`,
      `Your session is paid in full (${formatCents(s.totalCents)}). Nothing is left to pay.`,
    ],
    'See your session',
  )
}

/**
 * To the organizer: the saved card did not take the balance; pay it through their page. The first email and each
 * reminder (every 2 days until paid or the session starts).
 */
export function privateBalanceLinkEmail(s: PrivateSessionEmailData, due: { balanceCents: number; reason: string; reminder: boolean }): EmailContent {
  return email(
    s,
    due.reminder ? 'Reminder: your balance is due' : 'Your balance could not be charged',
    [
      due.reminder
        ? `Hi ${s.organizerName}, the balance of ${formatCents(due.balanceCents)} for your session is still due.`
        : `Hi ${s.organizerName}, we tried to charge the balance of ${formatCents(due.balanceCents)} to the card you used for the deposit, and it did not go through: ${due.reason}.`,
      "Please open your session's page and press 'Pay the balance' to pay it with a card.",
    ],
    'Pay the balance',
  )
}
