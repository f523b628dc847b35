import { formatCents } from '../bookings/pricing'
import { count } from '../text/count'
import type { BookingStatus } from '../bookings/bookingStatus'
import { BOOKING_STATUS_LABELS, formatPhone } from './listColumnFormats'

type Values = Record<string, unknown> | null | undefined

export type HistoryEvent = { action: string; actor: string; before?: Values; after?: Values; amountCents?: number | null; reason?: string | null }

/** 'Sat Nov 28, 10:00 AM Concord' for a schedule id, when the schedule is known. */
export type ScheduleLabel = (scheduleId: number) => string | undefined

const CUSTOMER_ACTOR = 'customer (manage link)'

/** Who made a change, as the owner says it: 'the customer', 'the owner (jo@example.com)', 'Stripe'. */
export function actorWords(actor: string): string {
  if (actor === CUSTOMER_ACTOR) return 'the customer'
  if (actor === 'system') return 'the system'
  const person = /^(owner|instructor) (.+)$/.exec(actor)
  if (person) return person[1] === 'owner' ? `the owner (${person[2]})` : `instructor ${person[2]}`
  return actor
}

const FIELD_WORDS: Record<string, { name: string; value: (v: unknown) => string }> = {
  status: { name: 'status', value: (v) => BOOKING_STATUS_LABELS[v as BookingStatus] ?? String(v) },
  seats: { name: 'seats', value: String },
  participantCount: { name: 'participants', value: String },
  totalCents: { name: 'total', value: (v) => formatCents(Number(v)) },
  contactFirstName: { name: 'first name', value: String },
  contactLastName: { name: 'last name', value: String },
  contactEmail: { name: 'email', value: String },
  contactPhone: { name: 'phone', value: (v) => formatPhone(String(v)) },
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === ''

/** A new booking in a few words: its status, seats and total ('Confirmed, 2 seats, $150.00'). */
function madeWords(after: Values): string[] {
  if (!after) return []
  return [
    isEmpty(after.status) ? '' : FIELD_WORDS.status.value(after.status),
    typeof after.seats === 'number' ? count(after.seats, 'seat') : '',
    isEmpty(after.totalCents) ? '' : FIELD_WORDS.totalCents.value(after.totalCents),
  ].filter(Boolean)
}

/** The changed fields the owner reads (Stripe ids, timestamps and counters stay in the entry's details). */
function changeWords(before: Values, after: Values): string[] {
  return Object.entries(FIELD_WORDS).flatMap(([field, words]) => {
    if (!after || !(field in after)) return []
    const was = before?.[field]
    const is = after[field]
    if (isEmpty(is)) return [`${words.name} cleared (was ${words.value(was)})`]
    return [isEmpty(was) ? `${words.name} set to ${words.value(is)}` : `${words.name} from ${words.value(was)} to ${words.value(is)}`]
  })
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * One entry of a booking's history as a sentence: 'Moved from Sat Nov 28, 10:00 AM Concord to Sat Dec 5, 10:00 AM
 * Danville (first move, free), by the customer.', 'Changed status from Held (checkout open) to Confirmed, by Stripe.'
 */
export function historySentence(event: HistoryEvent, scheduleLabel: ScheduleLabel): string {
  const named = event.action !== 'created' && event.action !== 'updated'
  const from = event.before?.schedule
  const to = event.after?.schedule
  const moved = typeof from === 'number' && typeof to === 'number' && from !== to
  const label = (id: number) => scheduleLabel(id) ?? `class #${id}`
  const why = named ? /\(([^()]*)\)$/.exec(event.action)?.[1] : undefined

  let head: string
  if (moved) head = `Moved from ${label(from)} to ${label(to)}${why ? ` (${why})` : ''}`
  else if (event.action === 'created') head = `Booking made for ${[event.after?.contactFirstName, event.after?.contactLastName].filter(Boolean).join(' ') || 'a customer'}`
  else head = named ? capitalised(event.action) : 'Changed'

  const details = event.action === 'created' ? madeWords(event.after) : named && !moved ? [] : changeWords(event.before, event.after)
  const amount = typeof event.amountCents === 'number' ? [formatCents(event.amountCents)] : []
  const said = [...details, ...amount]
  const body = said.length ? `${head}${head === 'Changed' ? ' ' : ': '}${said.join(', ')}` : head
  const by = named && !moved && / by /.test(event.action) ? '' : `, by ${actorWords(event.actor)}`
  const reason = event.reason?.trim() ? ` Reason: ${event.reason.trim().replace(/[.\s]*$/, '')}.` : ''
  return `${body}${by}.${reason}`
}
