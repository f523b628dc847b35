import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'
import { ADMIN_GROUP } from '@/collections/adminGroups'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: ADMIN_GROUP.website },
  access: { create: isOwner, read: anyone, update: isOwner, delete: isOwner },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/*'],
  },
  hooks: invalidatesCache(CACHE_TAGS.media),
  fields: [{ name: 'alt', type: 'text', required: true }],
}
