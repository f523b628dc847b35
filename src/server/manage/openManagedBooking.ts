import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import type { Booking } from '@/payload-types'

import { INVALID_LINK } from './manageContext'
import { findBookingByManageToken } from '../bookings/manageToken'

/** The booking a manage action is for, found by its private link; MANAGE_LINK_INVALID for any token that opens none. */
export async function openManagedBooking(payload: Payload, token: unknown, address: string | null): Promise<Booking> {
  const booking = typeof token === 'string' ? await findBookingByManageToken(payload, token, { address }) : null
  if (!booking) throw new AppError('MANAGE_LINK_INVALID', INVALID_LINK)
  return booking
}
