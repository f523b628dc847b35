import { type CollectionBeforeChangeHook, type Option, ValidationError } from 'payload'

import type { Booking } from '@/payload-types'

/** Statuses that say money moved or a cancellation happened: only the booking actions set them. */
const SET_BY_ACTIONS: readonly string[] = ['cancelled', 'refunded']

export const MANUAL_CANCEL_REFUSED =
  'A booking is cancelled or refunded with the actions above ("Cancel and refund in full", "Cancel and refund part", "Cancel for a class credit"), so that the money and the customer follow.'

const valueOf = (option: Option) => (typeof option === 'string' ? option : option.value)

/** The status select in /cms offers cancelled and refunded only to a booking that already has them. */
export const statusChoices = ({ options, data }: { options: Option[]; data: Partial<Booking> }): Option[] =>
  options.filter((option) => !SET_BY_ACTIONS.includes(valueOf(option)) || valueOf(option) === data?.status)

/**
 * A person's save (/cms, REST, GraphQL: the request has a user) cannot set a booking cancelled or refunded: those words
 * would move no money and tell nobody. The owner's and the customer's actions change the status through the services,
 * as system calls.
 */
export const refuseManualCancel: CollectionBeforeChangeHook<Booking> = ({ data, originalDoc, operation, req }) => {
  if (!req.user || !data.status || !SET_BY_ACTIONS.includes(data.status)) return data
  if (operation === 'update' && originalDoc?.status === data.status) return data
  throw new ValidationError({ collection: 'bookings', errors: [{ path: 'status', message: MANUAL_CANCEL_REFUSED }] })
}
