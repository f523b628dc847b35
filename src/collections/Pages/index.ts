import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { staffOrWhere } from '@/access/staffOrWhere'
import { CallToActionBlock } from '@/blocks/CallToAction/config'
import { FeatureListBlock } from '@/blocks/FeatureList/config'
import { LogoWallBlock } from '@/blocks/LogoWall/config'
import { StatsBlock } from '@/blocks/Stats/config'
import { TestimonialSlotsBlock } from '@/blocks/TestimonialSlots/config'
import { TextBlock } from '@/blocks/Text/config'
import { isPageSlug, PAGE_SLUGS } from '@/domain/pages/pageSlugs'
import { asOptions } from '@/lib/options'
import { previewLink } from '@/server/preview/previewLink'

import { heroField } from './hero'
import { invalidatePageOnChange, invalidatePageOnDelete } from './hooks/invalidatePage'

const previewOf = (data: Record<string, unknown>) => (isPageSlug(data.slug) ? previewLink(data.slug) : null)

/** The pages of the site built from blocks: home, about and the three program pages, each at its fixed route. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    livePreview: { url: ({ data }) => previewOf(data) },
    preview: (doc) => previewOf(doc),
  },
  access: {
    create: isOwner,
    // Visitors (REST, GraphQL, the pages) read published pages only; drafts and old versions are for staff.
    read: staffOrWhere({ _status: { equals: 'published' } }),
    readVersions: isStaff,
    update: isOwner,
    delete: isOwner,
  },
  versions: {
    drafts: { autosave: { interval: 400 } },
    maxPerDoc: 30,
  },
  hooks: { afterChange: [invalidatePageOnChange], afterDelete: [invalidatePageOnDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The page\'s name in the CMS.' } },
        {
          name: 'slug',
          type: 'select',
          required: true,
          unique: true,
          index: true,
          options: asOptions(PAGE_SLUGS),
          admin: { description: 'Which page of the site this is (home is /).' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Hero', fields: [heroField] },
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              blocks: [StatsBlock, FeatureListBlock, LogoWallBlock, TestimonialSlotsBlock, TextBlock, CallToActionBlock],
            },
          ],
        },
      ],
    },
  ],
}
