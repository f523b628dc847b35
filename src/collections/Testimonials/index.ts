import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { staffOrWhere } from '@/access/staffOrWhere'
import { HOMEPAGE_POSITION_LABELS, labelled } from '@/domain/cms/optionLabels'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { yesNo } from '@/fields/yesNo'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    group: ADMIN_GROUP.website,
    useAsTitle: 'name',
    defaultColumns: ['name', 'platform', 'rating', 'homepagePosition', 'isFeatured', 'isPublished'],
    listSearchableFields: ['name', 'content'],
  },
  defaultSort: '-createdAt',
  access: {
    create: isOwner,
    read: staffOrWhere({ isPublished: { equals: true } }),
    update: isOwner,
    delete: isOwner,
  },
  hooks: invalidatesCache(CACHE_TAGS.testimonials),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'content', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', min: 1, max: 5, defaultValue: 5 },
        {
          name: 'platform',
          type: 'text',
          admin: { description: 'google, yelp, facebook, trustpilot, linkedin, nextdoor, website or survey.', components: { Cell: '/src/components/cms/PlatformCell#PlatformCell' } },
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
        },
        { name: 'classType', type: 'text' },
      ],
    },
    { name: 'profileImageUrl', type: 'text' },
    { name: 'reviewUrl', type: 'text' },
    {
      name: 'homepagePosition',
      type: 'select',
      options: labelled(HOMEPAGE_POSITION_LABELS),
      unique: true,
      admin: { description: 'Where on the site this testimonial shows; one testimonial per position.' },
    },
    {
      type: 'row',
      fields: [
        yesNo('isFeatured'),
        yesNo('isPublished', { index: true }),
      ],
    },
  ],
}
