import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { saveReport } from '@/collections/fields/saveReport'
import { WAITLIST_STATUS_LABELS } from '@/domain/waitlist/waitlistStatusLabels'
import { WAITLIST_STATUSES } from '@/domain/waitlist/waitlistStatus'
import { AGE_GROUPS } from '@/domain/bookings/ageGroups'
import { BOOKING_KINDS } from '@/domain/bookings/bookingKind'
import { asOptions } from '@/lib/options'

import { ownerChangesInCms, removalClosesEntry } from './hooks/ownerChangesInCms'
import { seatsFromParty } from './hooks/seatsFromParty'

const LIVE = (status: unknown) => status === 'waiting' || status === 'offered'

/**
 * A place on a class's waitlist: the contact and the whole party (participants like a booking's), never split.
 * The owner reorders by editing `position` (the list is renumbered 1..n), removes with 'Remove from the waitlist'
 * (emailing the customer or not), and offers by ticking 'Offer now' (when the party fits the free seats). The status
 * itself changes only through these and the waitlist's own rules. Visitors reach their own entry only through its
 * private link.
 */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  labels: { singular: 'Waitlist entry', plural: 'Waitlist' },
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'contactEmail',
    defaultColumns: ['schedule', 'position', 'status', 'contactFirstName', 'contactLastName', 'contactEmail', 'seats', 'offeredUntil'],
    listSearchableFields: ['contactEmail', 'contactLastName'],
  },
  defaultSort: 'position',
  access: {
    create: isOwner,
    read: isStaff,
    update: isOwner,
    delete: isOwner,
  },
  hooks: {
    beforeValidate: [seatsFromParty],
    beforeChange: [removalClosesEntry],
    afterChange: [ownerChangesInCms],
  },
  fields: [
    saveReport,
    { name: 'schedule', type: 'relationship', relationTo: 'schedules', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'number',
          required: true,
          index: true,
          admin: { description: 'Lower comes first. Saving a new position renumbers the waiting list 1, 2, 3… in the new order.' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'waiting',
          options: WAITLIST_STATUSES.map((value) => ({ value, label: WAITLIST_STATUS_LABELS[value] })),
          index: true,
          // In words, list and form: 'Removed by the studio' is a closed entry whose history says so (no new stored status).
          // No `admin.condition` here: one makes the column nullable in the database.
          admin: {
            readOnly: true,
            components: { Field: '/src/components/cms/WaitlistStatus#WaitlistStatusField', Cell: '/src/components/cms/WaitlistStatus#WaitlistStatusCell' },
          },
        },
        { name: 'classType', type: 'select', required: true, options: asOptions(BOOKING_KINDS) },
        { name: 'seats', type: 'number', required: true, min: 1, admin: { readOnly: true, description: 'The contact and the party: counted again on every save.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contactFirstName', type: 'text', required: true },
        { name: 'contactLastName', type: 'text', required: true },
        { name: 'contactEmail', type: 'email', required: true, index: true },
        { name: 'contactPhone', type: 'text', required: true },
      ],
    },
    {
      name: 'party',
      type: 'array',
      admin: { description: 'Participants besides the contact.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', type: 'text', required: true },
            { name: 'lastName', type: 'text', required: true },
            { name: 'ageGroup', type: 'select', required: true, options: asOptions(AGE_GROUPS) },
          ],
        },
      ],
    },
    pacificDateTime('offeredUntil', { readOnly: true }),
    { name: 'offerBooking', type: 'relationship', relationTo: 'bookings', admin: { readOnly: true } },
    {
      name: 'offerNow',
      label: 'Offer now (holds the seats and emails the offer, if the party fits the free seats)',
      type: 'checkbox',
      defaultValue: false,
      virtual: true,
      // Payload makes a virtual field read-only in the admin unless told otherwise.
      admin: { readOnly: false, disableListColumn: true, disableListFilter: true, disableBulkEdit: true, condition: (data) => data.status === 'waiting' },
    },
    {
      name: 'removeFromWaitlist',
      label: 'Remove from the waitlist (shown as "Removed by the studio"; an open offer\'s seats are released)',
      type: 'checkbox',
      defaultValue: false,
      virtual: true,
      admin: { readOnly: false, disableListColumn: true, disableListFilter: true, disableBulkEdit: true, condition: (data) => LIVE(data.status) },
    },
    {
      name: 'emailCustomer',
      label: 'Email the customer that they are no longer on the waitlist',
      type: 'checkbox',
      defaultValue: false,
      virtual: true,
      admin: {
        readOnly: false,
        description: 'Left unticked, they are removed without an email.',
        disableListColumn: true,
        disableListFilter: true,
        disableBulkEdit: true,
        condition: (data) => LIVE(data.status) && data.removeFromWaitlist === true,
      },
    },
    {
      name: 'history',
      type: 'json',
      admin: { readOnly: true, components: { Field: '/src/components/cms/WaitlistHistoryField#WaitlistHistoryField' } },
    },
    { name: 'tokenNonce', type: 'text', admin: { hidden: true }, access: { read: () => false } },
    { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false } },
  ],
}
