import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { staffOrWhere } from '@/access/staffOrWhere'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { yesNo } from '@/fields/yesNo'

export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  labels: { singular: 'FAQ category', plural: 'FAQ categories' },
  admin: { group: ADMIN_GROUP.website, useAsTitle: 'name', defaultColumns: ['name', 'displayOrder', 'isActive'] },
  defaultSort: 'displayOrder',
  access: {
    create: isOwner,
    read: staffOrWhere({ isActive: { equals: true } }),
    update: isOwner,
    delete: isOwner,
  },
  hooks: invalidatesCache(CACHE_TAGS.faqs),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'displayOrder', type: 'number', defaultValue: 999 },
    yesNo('isActive', { defaultValue: true }),
    { name: 'description', type: 'textarea' },
  ],
}
