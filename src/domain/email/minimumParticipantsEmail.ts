import { formatClassDate, formatTimeRange } from '../time/format'
import { buttonHtml, type DetailRow, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'
import { count } from '../text/count'

export type ShortClass = {
  className: string
  start: Date
  end: Date | null
  confirmedSeats: number
  minimum: number
  /** The class's edit view in /cms, where 'Is Cancelled' is ticked. */
  cmsUrl: string
  businessName: string
}

/** To the business: a class is short of its minimum close to the 48-hour notice the policy promises. Nothing is cancelled. */
export function minimumParticipantsEmail(c: ShortClass): EmailContent {
  const day = formatClassDate(c.start)
  const intro = `${c.className} on ${day} has ${count(c.confirmedSeats, 'confirmed seat')}, below its minimum of ${c.minimum}.`
  const rows: DetailRow[] = [
    ['Class', c.className],
    ['When', `${day}, ${formatTimeRange(c.start, c.end)} (Pacific time)`],
    ['Confirmed seats', String(c.confirmedSeats)],
    ['Minimum', String(c.minimum)],
  ]
  const policy = 'The public policy announces a minimum-participants cancellation at least 48 hours before the class.'
  const action = "Nothing has been cancelled. To cancel the class, open it and tick 'Is Cancelled'."
  const text = [intro, '', detailsText(rows), '', policy, action, '', `Open the class in the CMS: ${c.cmsUrl}`, '', c.businessName].join('\n')
  const html = layoutHtml(
    'A class is below its minimum',
    [paragraphHtml(intro), detailsHtml(rows), paragraphHtml(policy), paragraphHtml(action), buttonHtml('Open the class in the CMS', c.cmsUrl)].join(''),
    c.businessName,
  )
  return { subject: `Below minimum: ${c.className} on ${day} (${c.confirmedSeats} of ${c.minimum})`, text, html }
}
