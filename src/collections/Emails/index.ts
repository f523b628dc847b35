import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { EMAIL_STATUSES } from '@/domain/email/status'
import { asOptions } from '@/lib/options'
import { labelled } from '@/domain/cms/optionLabels'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { pacificDateTime } from '@/fields/pacificDateTime'

export const EMAIL_KINDS = [
  'booking-confirmation',
  'import-registration',
  'reminder',
  'booking-moved',
  'class-filled-refund',
  'needs-review-notice',
  'inquiry-notice',
  'inquiry-acknowledgement',
  'class-credit',
  'gift-certificate-receipt',
  'gift-certificate',
  'minimum-participants',
  'waiver-reminder',
  'booking-cancelled',
  'cancelled-by-studio',
  'part-refund',
  'refund-completed',
  'refund-failed-notice',
  'move-fee-refunded',
  'class-cancelled',
  'waiver-signed',
  'waitlist-joined',
  'waitlist-offer',
  'waitlist-lapsed',
  'waitlist-closed',
  'waitlist-removed',
  'private-proposal',
  'private-confirmation',
  'private-receipt',
  'other',
] as const

const EMAIL_KIND_LABELS: Record<(typeof EMAIL_KINDS)[number], string> = {
  'booking-confirmation': 'Booking confirmation',
  'import-registration': 'Registration (imported booking)',
  reminder: 'Class reminder',
  'booking-moved': 'Booking moved',
  'class-filled-refund': 'Class full: refund',
  'needs-review-notice': 'Needs review (to the owner)',
  'inquiry-notice': 'Inquiry (to the owner)',
  'inquiry-acknowledgement': 'Inquiry received (to the visitor)',
  'class-credit': 'Class credit',
  'gift-certificate-receipt': 'Gift certificate receipt (to the buyer)',
  'gift-certificate': 'Gift certificate (to the recipient)',
  'minimum-participants': 'Minimum participants (to the owner)',
  'waiver-reminder': 'Waiver reminder',
  'booking-cancelled': 'Booking cancelled',
  'cancelled-by-studio': 'Booking cancelled by the studio',
  'part-refund': 'Part refund (booking kept)',
  'refund-completed': 'Refund completed',
  'refund-failed-notice': 'Refund refused (to the owner)',
  'move-fee-refunded': 'Move fee refunded',
  'class-cancelled': 'Class cancelled',
  'waiver-signed': 'Waiver signed',
  'waitlist-joined': 'Waitlist joined',
  'waitlist-offer': 'Waitlist offer',
  'waitlist-lapsed': 'Waitlist offer lapsed',
  'waitlist-closed': 'Waitlist closed',
  'waitlist-removed': 'Removed from the waitlist',
  'private-proposal': 'Private session proposal',
  'private-confirmation': 'Private session confirmed',
  'private-receipt': 'Private session receipt (PDF)',
  other: 'Other',
}

/** A record of every email the site sends, with its delivery status. */
export const Emails: CollectionConfig = {
  slug: 'emails',
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'to', 'subject', 'kind', 'status', 'openedAt'],
    listSearchableFields: ['to', 'subject'],
  },
  defaultSort: '-createdAt',
  access: { create: isOwner, read: isOwner, update: isOwner, delete: isOwner },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'email', required: true },
        { name: 'kind', type: 'select', required: true, options: labelled(EMAIL_KIND_LABELS), defaultValue: 'other' },
        { name: 'status', type: 'select', required: true, options: asOptions(EMAIL_STATUSES), defaultValue: 'Queued', index: true },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    { name: 'replyTo', type: 'email' },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    { name: 'providerMessageId', type: 'text', index: true },
    {
      type: 'row',
      fields: [
        pacificDateTime('sentAt'),
        pacificDateTime('openedAt'),
      ],
    },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'attachments', type: 'json', admin: { readOnly: true, description: 'Files sent with the email ({ filename, contentType, content }).' } },
    {
      type: 'collapsible',
      label: 'Delivery',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'dedupeKey',
          type: 'text',
          unique: true,
          index: true,
          admin: { readOnly: true, description: 'One email of a kind per booking or inquiry: a second one with the same key is never stored.' },
        },
        { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
        pacificDateTime('sendClaimedAt', { readOnly: true }),
        { name: 'error', type: 'textarea', admin: { readOnly: true } },
      ],
    },
  ],
}
