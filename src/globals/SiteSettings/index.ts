import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { PACIFIC_HEADER_DATES } from '@/fields/withPacificTimestamps'
import { globalInvalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: ADMIN_GROUP.settings, components: { elements: { beforeDocumentControls: [PACIFIC_HEADER_DATES] } } },
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
      name: 'waitlistOfferHours',
      label: 'Waitlist offer time (hours)',
      type: 'number',
      min: 1,
      // A Stripe Checkout lives at most 24 hours, and an offer's checkout ends with the offer.
      max: 24,
      defaultValue: 12,
      admin: { description: 'How long freed seats are held for the next party on a waitlist; shortened so an offer ends when registration closes.' },
    },
    {
      name: 'travelBufferMinutes',
      label: 'Travel buffer between sessions (minutes)',
      type: 'number',
      min: 0,
      defaultValue: 60,
      admin: { description: "A private session must start or end at least this long apart from the same instructor's other classes and sessions." },
    },
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
      name: 'reviewFigures',
      label: 'Review figures on /testimonials',
      type: 'group',
      admin: { description: 'As each platform shows them today; a platform whose score or count is empty is not shown.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'googleRating', label: 'Google rating', type: 'number', min: 0, max: 5, defaultValue: 5 },
            { name: 'googleReviewCount', label: 'Google reviews', type: 'number', min: 0, defaultValue: 3 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'yelpRating', label: 'Yelp rating', type: 'number', min: 0, max: 5, defaultValue: 5 },
            { name: 'yelpReviewCount', label: 'Yelp reviews', type: 'number', min: 0, defaultValue: 12 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'facebookRecommendedPercent', label: 'Facebook % recommended', type: 'number', min: 0, max: 100, defaultValue: 100 },
            { name: 'facebookReviewCount', label: 'Facebook reviews', type: 'number', min: 0, defaultValue: 28 },
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
            pacificDateTime('expiresAt'),
          ],
        },
      ],
    },
  ],
}
