import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { BOOKING_STATUSES } from '@/domain/bookings/bookingStatus'
import { EMAIL_STATUSES } from '@/domain/email/status'
import { asOptions } from '@/lib/options'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'

import { ADMIN_GROUP } from '@/collections/adminGroups'
import { listColumn } from '@/collections/fields/listColumn'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { addListColumns } from '@/collections/hooks/addListColumns'
import { BOOKING_STATUS_LABELS } from '@/domain/cms/listColumnFormats'
import { BOOKING_KIND_LABELS, BOOKING_SOURCE_LABELS, labelled } from '@/domain/cms/optionLabels'
import { bookingColumns } from '@/server/admin/cmsListColumns'

import { assignBookingNumber } from './hooks/assignBookingNumber'
import { assignManageToken } from './hooks/assignManageToken'
import { assignWaiverVersion } from './hooks/assignWaiverVersion'
import { deleteParticipants } from './hooks/deleteParticipants'
import { carryMoveThrough, checkMoveFits } from './hooks/moveWithSchedule'
import { offerChoiceInCancelledClass } from './hooks/offerChoiceInCancelledClass'
import { offerSeatsToWaitlist } from './hooks/offerSeatsToWaitlist'
import { deleteHistory, recordHistory } from './hooks/recordHistory'
import { refuseManualCancel, statusChoices } from './hooks/refuseManualCancel'
import { paymentTab } from './paymentTab'
import { secretFields } from './secretFields'

/** Any booking written through Payload may take or free seats. */
const seatsCache = invalidatesCache(CACHE_TAGS.seats)

const emailStatus = (prefix: 'confirmation' | 'reminder') => [
  { name: `${prefix}EmailStatus`, type: 'select' as const, options: asOptions(EMAIL_STATUSES) },
  pacificDateTime(`${prefix}EmailOpenedAt`),
]

export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'bookingNumber',
    group: ADMIN_GROUP.bookings,
    defaultColumns: ['bookingNumber', 'status', 'classAndDate', 'contact', 'seats', 'totalCents', 'createdAt'],
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
  hooks: {
    beforeChange: [refuseManualCancel, assignBookingNumber, assignManageToken, assignWaiverVersion, checkMoveFits],
    afterChange: [carryMoveThrough, recordHistory, offerChoiceInCancelledClass, offerSeatsToWaitlist, ...seatsCache.afterChange],
    beforeDelete: [deleteParticipants, deleteHistory],
    afterDelete: seatsCache.afterDelete,
    afterOperation: [addListColumns(bookingColumns)],
  },
  indexes: [{ fields: ['schedule', 'externalGroupId'], unique: true }],
  fields: [
    {
      // No data: the owner's actions (refund, credit, resend) as buttons on the booking's page.
      name: 'ownerActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/components/cms/BookingActions#BookingActions' } },
    },
    // Beside the owner's actions, so a refund Stripe refused is in view whichever tab is open (its details: Payment).
    { name: 'retryRefund', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/components/cms/RetryRefundButton#RetryRefundButton' } } },
    { name: 'bookingNumber', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'held', options: BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] })), filterOptions: statusChoices, index: true },
        { name: 'source', type: 'select', required: true, defaultValue: 'website', options: labelled(BOOKING_SOURCE_LABELS) },
        { name: 'classType', type: 'select', required: true, options: labelled(BOOKING_KIND_LABELS) },
      ],
    },
    // What the owner uses, one tab each; the machine fields (Stripe ids, tokens) are read-only, collapsed or hidden.
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Customer',
          fields: [
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
                { name: 'contactPhone', type: 'text', admin: { components: { Description: '/src/components/cms/PhoneDescription#PhoneDescription' } } },
              ],
            },
            {
              type: 'collapsible',
              label: 'Emails',
              fields: [{ type: 'row', fields: [...emailStatus('confirmation'), ...emailStatus('reminder')] }],
            },
          ],
        },
        {
          label: 'Class',
          fields: [
            {
              name: 'schedule',
              label: 'Class',
              type: 'relationship',
              relationTo: 'schedules',
              required: true,
              index: true,
              // Moved only with 'Move to another class' (Owner actions): its picker lists the classes that can take the booking.
              access: { update: () => false },
            },
            {
              type: 'row',
              fields: [
                { name: 'participantCount', type: 'number', required: true, min: 1 },
                { name: 'seats', type: 'number', required: true, min: 1, admin: { description: 'Seats taken from the class.' } },
              ],
            },
            // Only a held booking has a hold: once paid, expired or cancelled the time means nothing.
            pacificDateTime('holdExpiresAt', { readOnly: true, condition: (data) => data?.status === 'held' }, { index: true, label: 'Hold expires (Pacific)' }),
            { name: 'externalGroupId', type: 'text', admin: { description: 'bookingGroupId of an imported booking.', condition: (data) => Boolean(data?.externalGroupId) } },
            {
              name: 'overbookedSeats',
              type: 'number',
              min: 0,
              admin: { readOnly: true, description: 'Seats beyond the class capacity that staff accepted on import ("Import and overbook").' },
            },
          ],
        },
        {
          label: 'Participants',
          fields: [{ name: 'participants', type: 'join', collection: 'participants', on: 'booking' }],
        },
        paymentTab,
        {
          label: 'History',
          fields: [
            {
              name: 'history',
              type: 'join',
              collection: 'booking-events',
              on: 'booking',
              defaultSort: '-createdAt',
              admin: { defaultColumns: ['createdAt', 'summary'] },
            },
          ],
        },
      ],
    },
    listColumn('classAndDate', 'Class and date (Pacific)'),
    listColumn('contact', 'Contact'),
    ...secretFields,
    {
      name: 'newManageLink',
      label: 'Revoke the manage link and issue a new one',
      type: 'checkbox',
      virtual: true,
      access: { update: isOwnerField },
      admin: { position: 'sidebar', disableListColumn: true, description: 'The old link stops working at once; later emails carry the new one.' },
    },
    {
      name: 'waiverVersion',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar', description: 'The waiver version its participants sign: the one in force when the booking was made.' },
    },
    {
      name: 'moveCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { readOnly: true, position: 'sidebar', description: 'Moves the customer made from the manage page (the first is free).' },
    },
  ],
}
