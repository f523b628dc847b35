import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { staffOrWhere } from '@/access/staffOrWhere'
import { isDateOnly } from '@/domain/time/pacific'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'

import { ADMIN_GROUP } from '@/collections/adminGroups'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { saveReport } from '@/collections/fields/saveReport'
import { listColumn } from '@/collections/fields/listColumn'
import { addListColumns } from '@/collections/hooks/addListColumns'
import { yesNo } from '@/fields/yesNo'
import { scheduleColumns } from '@/server/admin/cmsListColumns'

import { checkScheduleRules } from './hooks/checkScheduleRules'
import { fillDateAndTitle } from './hooks/fillDateAndTitle'
import { moveRemindersWhenRescheduled } from './hooks/moveRemindersWhenRescheduled'
import { closeWaitlistWhenCancelled } from './hooks/closeWaitlistWhenCancelled'
import { offerChoiceWhenCancelled } from './hooks/offerChoiceWhenCancelled'
import { offerRaisedCapacity } from './hooks/offerRaisedCapacity'
import { deleteWaitlist } from './hooks/deleteWaitlist'

const scheduleCache = invalidatesCache(CACHE_TAGS.schedule, CACHE_TAGS.seats)

export const Schedules: CollectionConfig = {
  slug: 'schedules',
  labels: { singular: 'Schedule', plural: 'Schedules' },
  admin: {
    useAsTitle: 'title',
    group: ADMIN_GROUP.classes,
    defaultColumns: ['startTime', 'class', 'cityShown', 'seatsTaken', 'statusLabel'],
    listSearchableFields: ['title', 'city', 'venueName'],
    description: 'One dated occurrence of a class. Empty overrides fall back to the class.',
  },
  defaultSort: 'startTime',
  access: {
    create: isOwner,
    read: staffOrWhere({ and: [{ isCancelled: { not_equals: true } }, { 'class.isActive': { equals: true } }] }),
    update: isOwner,
    delete: isOwner,
  },
  hooks: {
    beforeChange: [fillDateAndTitle, checkScheduleRules],
    afterChange: [moveRemindersWhenRescheduled, offerChoiceWhenCancelled, closeWaitlistWhenCancelled, offerRaisedCapacity, ...scheduleCache.afterChange],
    beforeDelete: [deleteWaitlist],
    afterDelete: scheduleCache.afterDelete,
    afterOperation: [addListColumns(scheduleColumns)],
  },
  fields: [
    saveReport,
    { name: 'classLinks', type: 'ui', admin: { components: { Field: '/src/components/cms/ClassLinks#ClassLinks' } } },
    { name: 'title', type: 'text', admin: { hidden: true }, index: true },
    { name: 'class', type: 'relationship', relationTo: 'classes', required: true, index: true },
    {
      type: 'row',
      fields: [
        pacificDateTime('startTime', { date: { timeIntervals: 15 } }, { index: true, label: 'Start (Pacific)' }),
        pacificDateTime('endTime', { date: { timeIntervals: 15 } }, { label: 'End (Pacific)' }),
        {
          name: 'date',
          type: 'text',
          index: true,
          admin: { description: 'YYYY-MM-DD in Pacific time; filled from the start time when left empty.' },
          validate: (value: string | null | undefined) =>
            !value || isDateOnly(value) ? true : 'Use a real date written YYYY-MM-DD',
        },
      ],
    },
    { name: 'availableSpots', label: 'Spots', type: 'number', required: true, min: 0, defaultValue: 10 },
    { name: 'instructor', type: 'relationship', relationTo: 'users', index: true, admin: { description: 'Who teaches it: a private session of the same instructor cannot be set beside it.' } },
    listColumn('cityShown', 'City (as visitors see it)'),
    listColumn('seatsTaken', 'Seats taken / spots'),
    listColumn('statusLabel', 'Status'),
    yesNo('isCancelled', { index: true, admin: { components: { Field: '/src/components/cms/CancelClassCheckbox#CancelClassCheckbox' } } }),
    {
      name: 'minimumParticipants',
      type: 'number',
      min: 0,
      admin: { description: "Overrides the class's minimum for this date. Empty: the class's minimum applies." },
    },
    pacificDateTime('registrationOpens', { description: 'Leave empty when registration is open now.' }),
    { name: 'bookingUrl', type: 'text', admin: { description: 'For external booking.' } },
    { name: 'specialNotes', type: 'textarea' },
    {
      type: 'collapsible',
      label: 'Overrides for this date',
      admin: { initCollapsed: true },
      fields: [
        { name: 'location', type: 'text' },
        { name: 'venueName', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'arrivalInstructions', type: 'text' },
        { name: 'waiverUrl', type: 'text' },
      ],
    },
  ],
}
