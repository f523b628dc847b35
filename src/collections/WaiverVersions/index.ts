import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { currentWaiver } from '@/server/waivers/currentWaiver'

/** Each saved text is the next version: the number is the server's, never typed. */
const numberVersion: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const latest = await currentWaiver(req.payload, req)
  return { ...data, version: (latest?.version ?? 0) + 1 }
}

/**
 * The liability waiver, one document per version. The owner changes the text by saving a new version (the form opens
 * with the current text); a version is never edited, so every signature keeps the exact words it agreed to. A booking
 * records the version current when it was made, so a new text asks only later bookings to sign it.
 */
export const WaiverVersions: CollectionConfig = {
  slug: 'waiver-versions',
  labels: { singular: 'Waiver version', plural: 'Waiver' },
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'version',
    defaultColumns: ['version', 'createdAt'],
    description: 'To change the waiver, create a new version: bookings made from then on sign it; earlier bookings keep the version they were made with.',
  },
  defaultSort: '-version',
  access: { create: isOwner, read: isStaff, update: nobody, delete: nobody },
  hooks: { beforeChange: [numberVersion] },
  fields: [
    { name: 'version', type: 'number', unique: true, index: true, admin: { readOnly: true, description: 'Numbered on save.' } },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      admin: { rows: 20 },
      defaultValue: async ({ req }) => (await currentWaiver(req.payload, req))?.text ?? '',
    },
  ],
}
