import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { staffOrWhere } from '@/access/staffOrWhere'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { yesNo } from '@/fields/yesNo'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { group: ADMIN_GROUP.website, useAsTitle: 'question', defaultColumns: ['question', 'category', 'questionOrder', 'isPublished'] },
  defaultSort: 'questionOrder',
  access: {
    create: isOwner,
    read: staffOrWhere({ isPublished: { equals: true } }),
    update: isOwner,
    delete: isOwner,
  },
  hooks: invalidatesCache(CACHE_TAGS.faqs),
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'relationship', relationTo: 'faq-categories' },
        { name: 'questionOrder', type: 'number', defaultValue: 999 },
        yesNo('isPublished'),
      ],
    },
  ],
}
