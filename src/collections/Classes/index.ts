import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { staffOrWhere } from '@/access/staffOrWhere'
import { CLASS_TYPE_LABELS } from '@/domain/schedule/classTypes'
import { BOOKING_METHOD_LABELS, labelled } from '@/domain/cms/optionLabels'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { centsAmount } from '@/collections/fields/centsAmount'
import { yesNo } from '@/fields/yesNo'

export const Classes: CollectionConfig = {
  slug: 'classes',
  admin: {
    group: ADMIN_GROUP.classes,
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'city', 'bookingMethod', 'priceCents', 'isActive'],
    listSearchableFields: ['name', 'city', 'venueName'],
  },
  defaultSort: 'name',
  access: {
    create: isOwner,
    read: staffOrWhere({ isActive: { equals: true } }),
    update: isOwner,
    delete: isOwner,
  },
  hooks: invalidatesCache(CACHE_TAGS.schedule),
  fields: [
    { name: 'name', label: 'Class Name', type: 'text', required: true },
    { name: 'type', type: 'select', required: true, options: Object.entries(CLASS_TYPE_LABELS).map(([value, label]) => ({ value, label })), index: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text', admin: { description: 'Street address, used for map links.' } },
        { name: 'venueName', type: 'text' },
        { name: 'city', type: 'text' },
      ],
    },
    { name: 'instructor', type: 'text' },
    centsAmount('priceCents', 'Price', { required: true, admin: { description: 'Per participant.' } }),
    { name: 'partnerOrganization', type: 'text' },
    {
      name: 'minimumParticipants',
      type: 'number',
      min: 0,
      admin: { description: 'The owner is emailed 60 hours before a class with fewer confirmed seats. Empty: no minimum.' },
    },
    { name: 'bookingMethod', type: 'select', required: true, options: labelled(BOOKING_METHOD_LABELS), defaultValue: 'swsd website' },
    yesNo('isActive', { defaultValue: true, index: true }),
  ],
}
