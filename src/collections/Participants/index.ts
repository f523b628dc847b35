import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { AGE_GROUPS } from '@/domain/bookings/ageGroups'
import { ATTENDANCE_VALUES } from '@/domain/instructor/attendance'
import { asOptions } from '@/lib/options'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { yesNo } from '@/fields/yesNo'

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
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true, access: ownerOnly },
    { name: 'schedule', type: 'relationship', relationTo: 'schedules', required: true, index: true, access: ownerOnly },
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
