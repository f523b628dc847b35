import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { globalInvalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isOwner },
  hooks: { afterChange: [globalInvalidatesCache(CACHE_TAGS.siteSettings)] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'businessName', type: 'text', required: true },
        { name: 'phone', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
      ],
    },
    { name: 'freeConsultationUrl', label: 'Free consultation booking URL', type: 'text' },
    {
      name: 'insurer',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'url', type: 'text' },
          ],
        },
        { name: 'logo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'links',
      label: 'Social and review links',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'facebook', type: 'text' },
            { name: 'instagram', type: 'text' },
            { name: 'linkedin', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'googleReviews', type: 'text' },
            { name: 'yelp', type: 'text' },
            { name: 'facebookReviews', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'defaultInstructor',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'phone', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'promoBanner',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea' },
        { name: 'shortText', type: 'text', admin: { description: 'Shown under 768 px.' } },
        {
          type: 'row',
          fields: [
            { name: 'link', type: 'text', defaultValue: '/contact' },
            { name: 'expiresAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
  ],
}
