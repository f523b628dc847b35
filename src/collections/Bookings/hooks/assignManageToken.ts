import type { CollectionBeforeChangeHook } from 'payload'

import { HISTORY } from '@/domain/manage/historyActions'
import type { Booking } from '@/payload-types'
import type { BookingEventNote } from '@/server/bookings/bookingHistory'
import { newManageTokenFields } from '@/server/bookings/manageToken'

/** Every booking gets its private manage link when created; ticking 'Revoke the manage link' in /cms issues a new one. */
export const assignManageToken: CollectionBeforeChangeHook<Booking> = ({ data, operation, req }) => {
  if (operation === 'create' && !data.manageTokenHash) return { ...data, ...newManageTokenFields() }
  if (operation === 'update' && data.newManageLink === true) {
    req.context.bookingEvent ??= { action: HISTORY.manageLinkRevoked, actor: 'system' } satisfies BookingEventNote
    return { ...data, ...newManageTokenFields(), newManageLink: false }
  }
  return data
}
