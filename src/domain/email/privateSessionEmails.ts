import { formatCents } from '../bookings/pricing'
import { PRIVATE_PROGRAM_LABELS, type PrivateProgram } from '../privateSessions/privateSession'
import { formatClassDate, formatTimeRange } from '../time/format'
import { buttonHtml, detailsHtml, detailsText, type DetailRow, type EmailContent, layoutHtml, linkParagraphHtml, paragraphHtml } from './layout'

export type PrivateSessionEmailData = {
  program: PrivateProgram
  organizerName: string
  start: Date
  end: Date
  where: string
  participants: number
  totalCents: number
  link: string
  business: { name: string; phone: string; email: string }
}

/** What, when, where, who and the total, as every private session email lists them. */
export const privateSessionRows = (s: PrivateSessionEmailData): DetailRow[] => [
  ['What', PRIVATE_PROGRAM_LABELS[s.program]],
  ['When', `${formatClassDate(s.start)}, ${formatTimeRange(s.start, s.end)} (Pacific time)`],
  ['Where', s.where],
  ['Participants', String(s.participants)],
  ['Total', formatCents(s.totalCents)],
]

export const footer = (s: PrivateSessionEmailData) => `${s.business.name} · ${s.business.phone} · ${s.business.email}`

/** To the organizer: the proposal and its private link, open until the given time. */
export function privateProposalEmail(s: PrivateSessionEmailData, openUntil: Date): EmailContent {
  const title = `Your ${PRIVATE_PROGRAM_LABELS[s.program].toLowerCase()} proposal`
  const lines = [
    `Hi ${s.organizerName}, here is our proposal for your session.`,
    `To book it, open your private link, accept the private class policies and pay the deposit by ${formatClassDate(openUntil)}, ${formatTimeRange(openUntil)} (Pacific time).`,
  ]
  return {
    subject: `${title} – ${s.business.name}`,
    text: [...lines, '', detailsText(privateSessionRows(s)), '', `Your proposal: ${s.link}`, '', footer(s)].join('\n'),
    html: layoutHtml(title, lines.map(paragraphHtml).join('') + detailsHtml(privateSessionRows(s)) + buttonHtml('See the proposal', s.link), footer(s)),
  }
}

/** What the codes given with the deposit did: the promo code's row (as promoRowOf makes it), the part a gift certificate or class credit paid. */
export type DepositCodesPaid = { promo: { label: string; value: string } | null; credit: { cents: number; noun: string } | null }

/** To the organizer: the session is booked; what was paid (and what its codes did) and what is left. */
export function privateConfirmationEmail(
  s: PrivateSessionEmailData,
  paid: { paidCents: number; balanceCents: number; balanceDueAt: Date },
  codes: DepositCodesPaid = { promo: null, credit: null },
): EmailContent {
  const title = 'Your session is booked'
  const details: DetailRow[] = [...privateSessionRows(s), ...(codes.promo ? [[codes.promo.label, codes.promo.value] as DetailRow] : [])]
  const lines = [
    `Hi ${s.organizerName}, thank you: we received ${formatCents(paid.paidCents)} and your session is confirmed.${codes.credit ? ` ${formatCents(codes.credit.cents)} of it was paid with your ${codes.credit.noun}.` : ''}`,
    paid.balanceCents > 0
      ? `The balance of ${formatCents(paid.balanceCents)} is due on ${formatClassDate(paid.balanceDueAt)}; we will charge the card you used.`
      : 'Nothing is left to pay.',
    'The calendar file is attached. Your private link has the details and the private class policies; there you add the participants, and each signs the waiver.',
  ]
  const prep = `${s.link}/prep`
  return {
    subject: `${title} – ${s.business.name}`,
    text: [...lines, '', detailsText(details), '', `Your session: ${s.link}`, `Where we meet and what to bring: ${prep}`, '', footer(s)].join('\n'),
    html: layoutHtml(title, lines.map(paragraphHtml).join('') + detailsHtml(details) + buttonHtml('See your session', s.link) + linkParagraphHtml("Your session's prep page: where we meet and what to bring", prep), footer(s)),
  }
}
