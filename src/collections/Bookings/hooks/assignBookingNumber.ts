import { randomBytes } from 'node:crypto'

import type { CollectionBeforeChangeHook } from 'payload'

import { makeBookingNumber } from '@/domain/bookings/bookingNumber'

export const assignBookingNumber: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' && !data.bookingNumber ? { ...data, bookingNumber: makeBookingNumber(randomBytes) } : data
