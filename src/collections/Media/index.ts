import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { create: isOwner, read: anyone, update: isOwner, delete: isOwner },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/*'],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
