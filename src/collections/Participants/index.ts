import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { AGE_GROUPS } from '@/domain/bookings/ageGroups'
import { ATTENDANCE_VALUES } from '@/domain/instructor/attendance'
import { asOptions } from '@/lib/options'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { yesNo } from '@/fields/yesNo'

const onePlace = (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
  (value != null && siblingData.schedule != null) !== (siblingData.privateSession != null) || 'A participant belongs to a booking and its class, or to a private session.'

// Instructors may update participants, but only the attendance field: every other field is owner-only.
const ownerOnly = { update: isOwnerField }

export const Participants: CollectionConfig = {
  slug: 'participants',
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'lastName',
    defaultColumns: ['lastName', 'firstName', 'ageGroup', 'booking', 'schedule', 'attendance'],
  },
  access: {
    create: isOwner,
    read: isStaff,
    update: isStaff,
    delete: isOwner,
  },
  fields: [
    // A class participant has a booking and a schedule; a private session's participant has the session instead.
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true, access: ownerOnly, validate: onePlace },
    { name: 'schedule', type: 'relationship', relationTo: 'schedules', index: true, access: ownerOnly },
    { name: 'privateSession', type: 'relationship', relationTo: 'private-sessions', index: true, access: ownerOnly },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, access: ownerOnly },
        { name: 'lastName', type: 'text', required: true, access: ownerOnly },
        { name: 'ageGroup', type: 'select', required: true, options: asOptions(AGE_GROUPS), access: ownerOnly },
      ],
    },
    yesNo('isPrimaryContact', { access: ownerOnly }),
    { name: 'attendance', type: 'select', required: true, defaultValue: 'Not Recorded', options: asOptions(ATTENDANCE_VALUES) },
  ],
}
