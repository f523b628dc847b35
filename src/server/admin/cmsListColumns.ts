import type { Payload, PayloadRequest } from 'payload'

import { historySentence } from '@/domain/cms/historySentence'
import { classAndDateColumn, classWhenAndWhere, contactColumn, scheduleStatusLabel, seatsColumn } from '@/domain/cms/listColumnFormats'
import { remainingSeats } from '@/domain/schedule/seats'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { classCities, classNamesAndStarts, startsAndCities } from '../db/schedules'
import { seatsTaken } from '../seats'
import { drizzleOf } from '@/server/transaction'

/** A document of a /cms list page, as Payload reads it (untyped: the hook serves several collections). */
export type ListRow = { id: number | string } & Record<string, unknown>

/** Column values per document id, worked out for a whole page of documents at once. */
export type ListColumns = (payload: Payload, docs: readonly ListRow[], now: Date, req: PayloadRequest) => Promise<Map<ListRow['id'], Record<string, string>>>

/** A row of the bookings list is untyped: its schedule, as a relationship's id. */
const scheduleOf = (doc: Record<string, unknown>) => relationId(doc.schedule as Booking['schedule'] | null | undefined)

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

/**
 * The schedules list's columns: the city a visitor sees (the class's when the schedule has none), seats taken / spots
 * and the status in words. Two queries for the whole page (class cities, seats taken).
 */
export const scheduleColumns: ListColumns = async (payload, docs, now, req) => {
  const ids = docs.map((d) => Number(d.id))
  const columns = new Map<number | string, Record<string, string>>()
  if (ids.length === 0) return columns
  const db = await drizzleOf(payload)
  const [cities, taken] = await Promise.all([
    classCities(db, ids),
    seatsTaken(payload, ids, { now, transactionID: await req.transactionID }),
  ])
  const classCity = new Map(cities.map((r) => [Number(r.id), r.city]))
  for (const doc of docs) {
    const id = Number(doc.id)
    const spots = Number(doc.availableSpots ?? 0)
    const seats = taken.get(id) ?? 0
    columns.set(doc.id, {
      cityShown: text(doc.city) ?? classCity.get(id) ?? '',
      seatsTaken: seatsColumn(seats, spots),
      statusLabel: scheduleStatusLabel(
        {
          isCancelled: doc.isCancelled === true,
          startTime: text(doc.startTime),
          date: text(doc.date),
          registrationOpens: text(doc.registrationOpens),
          remaining: remainingSeats(spots, seats),
        },
        now,
      ),
    })
  }
  return columns
}

/** The bookings list's columns: the class with its Pacific date and time, and the contact in one line. One query. */
export const bookingColumns: ListColumns = async (payload, docs) => {
  const scheduleIds = [...new Set(docs.map((d) => scheduleOf(d)).filter((id): id is number => id !== null))]
  const db = await drizzleOf(payload)
  const rows = scheduleIds.length ? await classNamesAndStarts(db, scheduleIds) : []
  const classes = new Map(rows.map((r) => [Number(r.id), r]))
  const columns = new Map<number | string, Record<string, string>>()
  for (const doc of docs) {
    const klass = classes.get(scheduleOf(doc) ?? -1)
    columns.set(doc.id, {
      classAndDate: klass ? classAndDateColumn({ className: klass.name, startTime: klass.start_time, date: klass.date }) : '',
      contact: contactColumn({
        firstName: text(doc.contactFirstName) ?? '',
        lastName: text(doc.contactLastName) ?? '',
        email: text(doc.contactEmail) ?? '',
        phone: text(doc.contactPhone),
      }),
    })
  }
  return columns
}

const scheduleIdsIn = (values: unknown): number[] => {
  const id = (values as Record<string, unknown> | null | undefined)?.schedule
  return typeof id === 'number' ? [id] : []
}

/** A booking's history, each entry as a sentence ('Moved from … to …, by the customer.'). At most one query. */
export const bookingEventColumns: ListColumns = async (payload, docs) => {
  const scheduleIds = [...new Set(docs.flatMap((d) => [...scheduleIdsIn(d.before), ...scheduleIdsIn(d.after)]))]
  const db = await drizzleOf(payload)
  const rows = scheduleIds.length ? await startsAndCities(db, scheduleIds) : []
  const labels = new Map(rows.map((r) => [Number(r.id), classWhenAndWhere({ startTime: r.start_time, date: r.date, city: r.city })]))
  const columns = new Map<number | string, Record<string, string>>()
  for (const doc of docs) {
    const event = {
      action: text(doc.action) ?? '',
      actor: text(doc.actor) ?? 'system',
      before: doc.before as Record<string, unknown> | null,
      after: doc.after as Record<string, unknown> | null,
      amountCents: typeof doc.amountCents === 'number' ? doc.amountCents : null,
      reason: text(doc.reason),
    }
    columns.set(doc.id, { summary: historySentence(event, (id) => labels.get(id)) })
  }
  return columns
}
