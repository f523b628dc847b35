import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { BOOKING_KINDS, BOOKING_STATUSES, EMAIL_STATUSES } from '@/domain/values'
import { asOptions } from '@/lib/options'
import { assignBookingNumber } from './hooks/assignBookingNumber'
import { deleteParticipants } from './hooks/deleteParticipants'
import { carryMoveThrough, checkMoveFits } from './hooks/moveWithSchedule'

const emailStatus = (prefix: 'confirmation' | 'reminder') => [
  { name: `${prefix}EmailStatus`, type: 'select' as const, options: asOptions(EMAIL_STATUSES) },
  { name: `${prefix}EmailOpenedAt`, type: 'date' as const, admin: { date: { pickerAppearance: 'dayAndTime' as const } } },
]

export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'bookingNumber',
    defaultColumns: ['bookingNumber', 'status', 'contactFirstName', 'contactLastName', 'contactEmail', 'contactPhone', 'schedule', 'seats', 'totalCents', 'createdAt'],
    // The owner groups the list by status ("Group by" in the list view) and cancels from a booking's edit view.
    groupBy: true,
    listSearchableFields: ['bookingNumber', 'contactEmail', 'contactLastName', 'contactFirstName'],
  },
  defaultSort: '-createdAt',
  // The owner's saved filters ('Needs review' is seeded) live in Payload's query presets.
  enableQueryPresets: true,
  access: {
    create: isOwner,
    read: isStaff,
    update: isOwner,
    delete: isOwner,
  },
  hooks: { beforeChange: [assignBookingNumber, checkMoveFits], afterChange: [carryMoveThrough], beforeDelete: [deleteParticipants] },
  indexes: [{ fields: ['schedule', 'externalGroupId'], unique: true }],
  fields: [
    { name: 'bookingNumber', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'held', options: asOptions(BOOKING_STATUSES), index: true },
        { name: 'source', type: 'select', required: true, defaultValue: 'website', options: asOptions(['website', 'import']) },
        { name: 'classType', type: 'select', required: true, options: asOptions(BOOKING_KINDS) },
      ],
    },
    { name: 'schedule', type: 'relationship', relationTo: 'schedules', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'contactFirstName', type: 'text', required: true },
        { name: 'contactLastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contactEmail', type: 'email', required: true, index: true },
        { name: 'contactPhone', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'participantCount', type: 'number', required: true, min: 1 },
        { name: 'seats', type: 'number', required: true, min: 1, admin: { description: 'Seats taken from the class.' } },
        { name: 'totalCents', label: 'Total (cents)', type: 'number', required: true, min: 0 },
      ],
    },
    { name: 'holdExpiresAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'externalGroupId', type: 'text', admin: { description: 'bookingGroupId of an imported booking.' } },
    {
      name: 'overbookedSeats',
      type: 'number',
      min: 0,
      admin: { readOnly: true, description: 'Seats beyond the class capacity that staff accepted on import ("Import and overbook").' },
    },
    {
      // sha256 of the network address an online booking came from (when a trusted proxy names it): live holds per address.
      name: 'clientAddressHash',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // sha256 of the token that lets the visitor who opened the checkout give its seats back (cancel_url, Back).
      name: 'checkoutCancelTokenHash',
      type: 'text',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      type: 'collapsible',
      label: 'Payment',
      fields: [
        { name: 'stripeSessionId', type: 'text', unique: true },
        { name: 'stripePaymentIntentId', type: 'text' },
        { name: 'paidAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'stripeRefundId', type: 'text', admin: { readOnly: true } },
        { name: 'refundedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        {
          type: 'row',
          fields: [
            { name: 'classCredit', type: 'relationship', relationTo: 'class-credits', index: true, admin: { readOnly: true } },
            {
              name: 'creditCents',
              label: 'Paid by credit (cents)',
              type: 'number',
              min: 0,
              admin: { readOnly: true, description: 'Taken from the class credit; the total is what was left to pay.' },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Emails',
      fields: [{ type: 'row', fields: [...emailStatus('confirmation'), ...emailStatus('reminder')] }],
    },
    {
      name: 'participants',
      type: 'join',
      collection: 'participants',
      on: 'booking',
    },
  ],
}
