import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { pacificDateTime } from '@/collections/fields/pacificDateTime'
import { WAITLIST_STATUSES } from '@/domain/waitlist/waitlistStatus'
import { AGE_GROUPS, BOOKING_KINDS } from '@/domain/values'
import { asOptions } from '@/lib/options'

import { offerWhenOwnerAsks } from './hooks/offerWhenOwnerAsks'

/**
 * A place on a class's waitlist: the contact and the whole party (participants like a booking's), never split.
 * The owner reorders by editing `position`, removes by setting the status to 'left', and offers by ticking
 * 'Offer now' (when the party fits the free seats). Visitors reach their own entry only through its private link.
 */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  labels: { singular: 'Waitlist entry', plural: 'Waitlist' },
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'contactEmail',
    defaultColumns: ['schedule', 'position', 'status', 'contactEmail', 'seats', 'offeredUntil'],
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
    afterChange: [offerWhenOwnerAsks],
  },
  fields: [
    { name: 'schedule', type: 'relationship', relationTo: 'schedules', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'position', type: 'number', required: true, index: true, admin: { description: 'Lower comes first.' } },
        { name: 'status', type: 'select', required: true, defaultValue: 'waiting', options: asOptions(WAITLIST_STATUSES), index: true },
        { name: 'classType', type: 'select', required: true, options: asOptions(BOOKING_KINDS) },
        { name: 'seats', type: 'number', required: true, min: 1, admin: { readOnly: true } },
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
      admin: { disableListColumn: true, disableListFilter: true },
    },
    {
      name: 'history',
      type: 'json',
      admin: { readOnly: true, description: 'Every waitlist event of this entry: when, what, and who.' },
    },
    { name: 'tokenNonce', type: 'text', admin: { hidden: true }, access: { read: () => false } },
    { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false } },
  ],
}
