import { buttonHtml, type DetailRow, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from '../email/layout'
import { count } from '../text/count'
import { formatClassDate, formatClassTime, formatTimeRange } from '../time/format'

export type WaitlistEmailData = {
  firstName: string
  className: string
  start: Date
  end: Date | null
  seats: number
  /** The entry's private page: leave the list, or pay for / decline an offer. */
  entryUrl: string
  businessName: string
}

const classRows = (d: WaitlistEmailData): DetailRow[] => [
  ['Class', d.className],
  ['When', `${formatClassDate(d.start)}, ${formatTimeRange(d.start, d.end)} (Pacific time)`],
  ['Your party', count(d.seats, 'seat')],
]

function compose(d: WaitlistEmailData, title: string, paragraphs: string[], button?: string): EmailContent {
  const rows = classRows(d)
  const greeting = `Hi ${d.firstName},`
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), detailsText(rows), '', ...(button ? [`${button}: ${d.entryUrl}`, ''] : []), d.businessName].join('\n')
  const html = layoutHtml(title, [paragraphHtml(greeting), ...paragraphs.map(paragraphHtml), detailsHtml(rows), button ? buttonHtml(button, d.entryUrl) : ''].join(''), d.businessName)
  return { subject: `${title}: ${d.className} on ${formatClassDate(d.start)}`, text, html }
}

/** Joining: where they stand, that nothing is paid now, and how to leave. */
export const waitlistJoinedEmail = (d: WaitlistEmailData): EmailContent =>
  compose(
    d,
    "You're on the waitlist",
    [
      `You're on the waitlist for ${d.className}. Nothing is charged now.`,
      `If ${d.seats === 1 ? 'a seat frees up' : `${d.seats} seats free up together`}, we'll hold ${d.seats === 1 ? 'it' : 'them'} for you and email you a link to pay. Your party is always kept together.`,
      'Changed your mind? You can leave the waitlist at any time from your waitlist page.',
    ],
    'Open your waitlist page',
  )

/** An offer: seats held until `offeredUntil`, paid through the normal checkout. */
export const waitlistOfferEmail = (d: WaitlistEmailData & { offeredUntil: Date }): EmailContent => {
  const one = d.seats === 1
  return compose(
    d,
    'Seats are free for you',
    [
      `Good news: ${count(d.seats, 'seat')} in ${d.className} ${one ? 'is' : 'are'} now held for you.`,
      `${one ? 'It stays' : 'They stay'} held until ${formatClassDate(d.offeredUntil)} at ${formatClassTime(d.offeredUntil)} (Pacific time). Pay before then to confirm your booking, or decline so the next person on the list gets ${one ? 'it' : 'them'}.`,
    ],
    'Pay and confirm',
  )
}

/** The offer ended unpaid; `passedOn`: its seats were offered to the next party in the same step. */
export const waitlistLapsedEmail = (d: WaitlistEmailData & { passedOn: boolean }): EmailContent =>
  compose(d, 'Your waitlist offer has ended', [
    `The ${d.seats === 1 ? 'seat' : 'seats'} we held for you in ${d.className} ${d.seats === 1 ? 'was' : 'were'} not paid for in time, so ${
      d.passedOn ? `we've offered ${d.seats === 1 ? 'it' : 'them'} to the next person on the waitlist` : 'the hold has ended'
    }. Nothing was charged.`,
    'If you would still like to come, please check the class schedule for open seats or another date.',
  ])

/** Why a list closed with the party still waiting: the class was cancelled, or registration ends too soon for an offer. */
export type WaitlistClosing = { classCancelled: true } | { classCancelled: false; seatsFreed: boolean }

/** The list closed while they were still waiting; `seatsFreed`: some seats of the class freed up (offered to others, or too late). */
export const waitlistClosedEmail = (d: WaitlistEmailData & WaitlistClosing): EmailContent =>
  compose(d, 'The waitlist has closed', [
    d.classCancelled
      ? `We're sorry: ${d.className} has been cancelled, so its waitlist has closed. Nothing was charged.`
      : `Registration for ${d.className} ends soon, too soon to hold seats for anyone, so its waitlist has closed. ${closedWithoutSeats(d.seats, d.seatsFreed)} Nothing was charged.`,
    'Thank you for your patience. We would love to see you at another class.',
  ])

const closedWithoutSeats = (seats: number, seatsFreed: boolean): string =>
  seatsFreed ? `The seats that freed up could not be held for ${seats === 1 ? 'you' : 'your party'} in time.` : 'No seats freed up in time.'

/** The studio took the party off the list (the owner chose to tell them): an open offer's seats are no longer held. */
export const waitlistRemovedEmail = (d: WaitlistEmailData): EmailContent =>
  compose(d, "You're no longer on the waitlist", [
    `We've taken your party off the waitlist for ${d.className}. Nothing was charged.`,
    'If you have questions, just reply to this email. We would love to see you at another class.',
  ])
