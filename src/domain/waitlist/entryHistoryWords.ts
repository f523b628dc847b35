import { actorWords } from '../cms/historySentence'
import { pacificDateTime } from '../cms/listColumnFormats'
import { REMOVED_BY_STUDIO, WAITLIST_STATUS_LABELS } from './waitlistStatusLabels'
import type { WaitlistStatus } from './waitlistStatus'

/** One event of a waitlist entry's history, as stored (`kind` marks the studio's removal). */
export type EntryEvent = { at: string; action: string; actor: string; kind?: 'removed' }

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g

const statusWords = (status: string) => WAITLIST_STATUS_LABELS[status as WaitlistStatus] ?? status

/** Events written before the history was shown in words ('changed in /cms: position 3 → 1, status waiting → left'). */
function plainAction(action: string): string {
  const changes = /^changed in \/cms: (.+)$/.exec(action)
  const text = changes
    ? changes[1]
        .replace(/position (-?\d+) → (-?\d+)/, 'moved from position $1 to $2')
        .replace(/status (\w+) → (\w+)/, (_, from: string, to: string) => `status changed from ${statusWords(from)} to ${statusWords(to)}`)
        .concat(' in /cms')
    : action
  return text.replace(ISO_TIME, (iso) => `${pacificDateTime(iso)} Pacific`)
}

const who = (actor: string) => (/^(customer|system) /.test(actor) ? `the ${actor}` : actorWords(actor))

/** 'Sat, Nov 28, 2026, 3:15 PM: Offered: 2 seats held until Sat, Nov 28, 2026, 11:15 PM Pacific (booking 12), by the system (waitlist).' */
export function entryEventSentence(event: EntryEvent): string {
  const text = plainAction(event.action)
  const when = typeof event.at === 'string' && event.at ? `${pacificDateTime(event.at)}: ` : ''
  return `${when}${text.charAt(0).toUpperCase()}${text.slice(1)}, by ${who(event.actor)}.`
}

/** The entry's history as it was stored: a list of events, or anything else (nothing to show). */
export const entryEvents = (history: unknown): EntryEvent[] =>
  Array.isArray(history) ? history.filter((e): e is EntryEvent => typeof e === 'object' && e !== null && typeof (e as EntryEvent).action === 'string') : []

/** A closed entry the studio took off the list (rather than closed with the list). */
export const wasRemovedByStudio = (status: WaitlistStatus, history: unknown): boolean =>
  status === 'closed' && entryEvents(history).some((e) => e.kind === 'removed')

/** Where the entry stands in the owner's words: its status, or 'Removed by the studio' for a closed entry the studio took off. */
export const entryStanding = (status: WaitlistStatus, history: unknown): string =>
  wasRemovedByStudio(status, history) ? REMOVED_BY_STUDIO : WAITLIST_STATUS_LABELS[status]
