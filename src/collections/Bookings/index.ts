import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { BOOKING_STATUSES } from '@/domain/bookings/bookingStatus'
import { EMAIL_STATUSES } from '@/domain/email/status'
import { asOptions } from '@/lib/options'
import { invalidatesCache } from '@/collections/hooks/invalidateCache'
import { CACHE_TAGS } from '@/server/cache/tags'

import { ADMIN_GROUP } from '@/collections/adminGroups'
import { centsAmount } from '@/collections/fields/centsAmount'
import { listColumn } from '@/collections/fields/listColumn'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { addListColumns } from '@/collections/hooks/addListColumns'
import { BOOKING_STATUS_LABELS } from '@/domain/cms/listColumnFormats'
import { BOOKING_KIND_LABELS, BOOKING_SOURCE_LABELS, labelled } from '@/domain/cms/optionLabels'
import { bookingColumns } from '@/server/admin/cmsListColumns'

import { assignBookingNumber } from './hooks/assignBookingNumber'
import { assignManageToken } from './hooks/assignManageToken'
import { assignWaiverVersion } from './hooks/assignWaiverVersion'
import { deleteParticipants } from './hooks/deleteParticipants'
import { carryMoveThrough, checkMoveFits } from './hooks/moveWithSchedule'
import { offerChoiceInCancelledClass } from './hooks/offerChoiceInCancelledClass'
import { offerSeatsToWaitlist } from './hooks/offerSeatsToWaitlist'
import { deleteHistory, recordHistory } from './hooks/recordHistory'
import { refuseManualCancel, statusChoices } from './hooks/refuseManualCancel'

/** A person's save never sets what was paid or refunded: only the owner actions and payments do, with the money. */
const moneyMovesOnlyByActions = () => false

/** Any booking written through Payload may take or free seats. */
const seatsCache = invalidatesCache(CACHE_TAGS.seats)

const emailStatus = (prefix: 'confirmation' | 'reminder') => [
  { name: `${prefix}EmailStatus`, type: 'select' as const, options: asOptions(EMAIL_STATUSES) },
  pacificDateTime(`${prefix}EmailOpenedAt`),
]

export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'bookingNumber',
    group: ADMIN_GROUP.bookings,
    defaultColumns: ['bookingNumber', 'status', 'classAndDate', 'contact', 'seats', 'totalCents', 'createdAt'],
    // The owner groups the list by status ("Group by" in the list view) and cancels from a booking's edit view.
    groupBy: true,
    listSearchableFields: ['bookingNumber', 'contactEmail', 'contactLastName', 'contactFirstName'],
  },
  defaultSort: '-createdAt',
  // The owner's saved filters ('Needs review' is seeded) live in Payload's query presets.
  enableQueryPresets: true,
  access: {
    create: isOwner,
    read: isStaff,
    update: isOwner,
    delete: isOwner,
  },
  hooks: {
    beforeChange: [refuseManualCancel, assignBookingNumber, assignManageToken, assignWaiverVersion, checkMoveFits],
    afterChange: [carryMoveThrough, recordHistory, offerChoiceInCancelledClass, offerSeatsToWaitlist, ...seatsCache.afterChange],
    beforeDelete: [deleteParticipants, deleteHistory],
    afterDelete: seatsCache.afterDelete,
    afterOperation: [addListColumns(bookingColumns)],
  },
  indexes: [{ fields: ['schedule', 'externalGroupId'], unique: true }],
  fields: [
    {
      // No data: the owner's actions (refund, credit, resend) as buttons on the booking's page.
      name: 'ownerActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/components/cms/BookingActions#BookingActions' } },
    },
    // Beside the owner's actions, so a refund Stripe refused is in view whichever tab is open (its details: Payment).
    { name: 'retryRefund', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/components/cms/RetryRefundButton#RetryRefundButton' } } },
    { name: 'bookingNumber', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'held', options: BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] })), filterOptions: statusChoices, index: true },
        { name: 'source', type: 'select', required: true, defaultValue: 'website', options: labelled(BOOKING_SOURCE_LABELS) },
        { name: 'classType', type: 'select', required: true, options: labelled(BOOKING_KIND_LABELS) },
      ],
    },
    // What the owner uses, one tab each; the machine fields (Stripe ids, tokens) are read-only, collapsed or hidden.
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Customer',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'contactFirstName', type: 'text', required: true },
                { name: 'contactLastName', type: 'text', required: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'contactEmail', type: 'email', required: true, index: true },
                { name: 'contactPhone', type: 'text', admin: { components: { Description: '/src/components/cms/PhoneDescription#PhoneDescription' } } },
              ],
            },
            {
              type: 'collapsible',
              label: 'Emails',
              fields: [{ type: 'row', fields: [...emailStatus('confirmation'), ...emailStatus('reminder')] }],
            },
          ],
        },
        {
          label: 'Class',
          fields: [
            {
              name: 'schedule',
              label: 'Class',
              type: 'relationship',
              relationTo: 'schedules',
              required: true,
              index: true,
              // Moved only with 'Move to another class' (Owner actions): its picker lists the classes that can take the booking.
              access: { update: () => false },
            },
            {
              type: 'row',
              fields: [
                { name: 'participantCount', type: 'number', required: true, min: 1 },
                { name: 'seats', type: 'number', required: true, min: 1, admin: { description: 'Seats taken from the class.' } },
              ],
            },
            // Only a held booking has a hold: once paid, expired or cancelled the time means nothing.
            pacificDateTime('holdExpiresAt', { readOnly: true, condition: (data) => data?.status === 'held' }, { index: true, label: 'Hold expires (Pacific)' }),
            { name: 'externalGroupId', type: 'text', admin: { description: 'bookingGroupId of an imported booking.', condition: (data) => Boolean(data?.externalGroupId) } },
            {
              name: 'overbookedSeats',
              type: 'number',
              min: 0,
              admin: { readOnly: true, description: 'Seats beyond the class capacity that staff accepted on import ("Import and overbook").' },
            },
          ],
        },
        {
          label: 'Participants',
          fields: [{ name: 'participants', type: 'join', collection: 'participants', on: 'booking' }],
        },
        {
          label: 'Payment',
          fields: [
            centsAmount('totalCents', 'Total', { required: true, access: { update: moneyMovesOnlyByActions }, admin: { readOnly: true, description: 'What was paid by card. Changed only by the owner actions, which move the money too.' } }),
            {
              type: 'row',
              fields: [
                { name: 'classCredit', type: 'relationship', relationTo: 'class-credits', index: true, admin: { readOnly: true } },
                centsAmount('creditCents', 'Paid by credit', { access: { update: moneyMovesOnlyByActions }, admin: { readOnly: true, description: 'Taken from the class credit; the total is what was left to pay.' } }),
              ],
            },
            {
              type: 'row',
              fields: [
                pacificDateTime('paidAt', { readOnly: true }, { label: 'Paid (Pacific)', access: { update: moneyMovesOnlyByActions } }),
                pacificDateTime('refundedAt', { readOnly: true }, { label: 'Refunded (Pacific)', access: { update: moneyMovesOnlyByActions } }),
              ],
            },
            {
              // A refund Stripe refused: retried by the retryFailedRefunds job with backoff, or at once from the button below.
              name: 'failedRefunds',
              label: 'Refunds not gone through yet',
              type: 'array',
              admin: {
                readOnly: true,
                description: 'Each is asked again automatically (same idempotency key, so never twice) until Stripe accepts it. A refund is kept here from the moment it is due, so one never asked because the site stopped is asked too.',
                condition: (data) => Boolean(data?.failedRefunds?.length),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'purpose', type: 'select', required: true, options: [{ value: 'booking', label: 'Booking payment' }, { value: 'move-fee', label: 'Reschedule fee' }] },
                    centsAmount('amountCents', 'Amount'),
                    { name: 'attempts', type: 'number', required: true, min: 0, admin: { description: '0: due since the cancellation, not asked of Stripe yet.' } },
                  ],
                },
                { name: 'lastError', label: 'What Stripe said', type: 'text' },
                {
                  type: 'row',
                  fields: [pacificDateTime('firstFailedAt'), pacificDateTime('nextRetryAt', {}, { index: true })],
                },
                { name: 'paymentIntentId', type: 'text', required: true },
                { name: 'idempotencyKey', type: 'text', required: true },
              ],
            },
            {
              type: 'collapsible',
              label: 'Stripe references',
              admin: { initCollapsed: true, description: 'For looking a payment up in Stripe; set by the checkout and refunds.' },
              fields: [
                { name: 'stripeSessionId', type: 'text', unique: true, admin: { readOnly: true } },
                { name: 'stripePaymentIntentId', type: 'text', admin: { readOnly: true } },
                { name: 'stripeRefundId', type: 'text', admin: { readOnly: true } },
              ],
            },
          ],
        },
        {
          label: 'History',
          fields: [
            {
              name: 'history',
              type: 'join',
              collection: 'booking-events',
              on: 'booking',
              defaultSort: '-createdAt',
              admin: { defaultColumns: ['createdAt', 'summary'] },
            },
          ],
        },
      ],
    },
    listColumn('classAndDate', 'Class and date (Pacific)'),
    listColumn('contact', 'Contact'),
    {
      // sha256 of the network address an online booking came from (when a trusted proxy names it): live holds per address.
      name: 'clientAddressHash',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // sha256 of the token that lets the visitor who opened the checkout give its seats back (cancel_url, Back).
      name: 'checkoutCancelTokenHash',
      type: 'text',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // The private manage link (/manage-booking/{token}): the token is derived from this nonce with the server's secret.
      name: 'manageTokenNonce',
      type: 'text',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // sha256 of the manage token, to find the booking from its link; the token itself is never stored.
      name: 'manageTokenHash',
      type: 'text',
      unique: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'newManageLink',
      label: 'Revoke the manage link and issue a new one',
      type: 'checkbox',
      virtual: true,
      access: { update: isOwnerField },
      admin: { position: 'sidebar', disableListColumn: true, description: 'The old link stops working at once; later emails carry the new one.' },
    },
    {
      name: 'waiverVersion',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar', description: 'The waiver version its participants sign: the one in force when the booking was made.' },
    },
    {
      name: 'moveCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { readOnly: true, position: 'sidebar', description: 'Moves the customer made from the manage page (the first is free).' },
    },
  ],
}
