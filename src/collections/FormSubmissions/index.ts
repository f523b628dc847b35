import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { FORM_TYPES } from '@/domain/inquiry/formTypes'
import { asOptions } from '@/lib/options'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { yesNo } from '@/fields/yesNo'

/** Inquiries from the public forms. Visitors submit through the captcha-checked endpoint (payload.config.ts), never directly. */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'formType', 'firstName', 'lastName', 'email', 'organization', 'city'],
    listSearchableFields: ['email', 'lastName', 'organization'],
  },
  defaultSort: '-createdAt',
  access: { create: isOwner, read: isOwner, update: isOwner, delete: isOwner },
  fields: [
    { name: 'makeProposal', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/components/cms/MakeProposal#MakeProposal' } } },
    { name: 'formType', type: 'select', required: true, options: asOptions(FORM_TYPES) },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'state', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'organization', type: 'text' },
        { name: 'title', type: 'text' },
      ],
    },
    { name: 'webRequestDetails', label: 'How can we help?', type: 'textarea', required: true },
    yesNo('newsletter'),
  ],
}
