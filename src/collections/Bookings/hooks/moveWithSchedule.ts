import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { Booking } from '@/payload-types'
import { assertMoveFits, carryBookingToNewClass, scheduleIdOf } from '@/server/moveBooking'

/** The owner gave a booking another class in /cms: refused unless that class can take it (seats under the row lock). */
export const checkMoveFits: CollectionBeforeChangeHook<Booking> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.schedule === undefined) return data
  const to = scheduleIdOf(data.schedule)
  if (to == null || to === scheduleIdOf(originalDoc.schedule)) return data
  await assertMoveFits(req, { ...originalDoc, ...data } as Booking, to)
  return data
}

/** ...and once it moved, its participants, reminder and a 'your booking moved' email follow it. */
export const carryMoveThrough: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const from = scheduleIdOf(previousDoc?.schedule)
  if (from == null || from === scheduleIdOf(doc.schedule)) return doc
  await carryBookingToNewClass(req, doc, from)
  return doc
}
