import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { isOwner } from '@/access/isOwner'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { centsAmount } from '@/collections/fields/centsAmount'
import { labelled } from '@/domain/cms/optionLabels'
import { normalisePromoCode, PROMO_CLASS_KIND_LABELS } from '@/domain/promos/promoCode'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { yesNo } from '@/fields/yesNo'

const percentOff: NumberFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { discountType?: string }).discountType !== 'percent' || (value != null && value >= 1 && value <= 100) || 'Enter a percent from 1 to 100.'

const amountOff: NumberFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { discountType?: string }).discountType !== 'amount' || (value != null && value > 0) || 'Enter the amount taken off a booking.'

/**
 * Promo codes (issue 41): a percent or an amount off a booking, for some class kinds, between two Pacific times, a
 * number of times in all and per email. A use is a booking that holds its seats with the code (held and not lapsed,
 * or confirmed), counted under the code's row lock when the seats are held (server/promos/pricePromo.ts); a hold
 * that lapses or is given back stops counting at once, a paid one keeps its use. 'Uses' lists those bookings,
 * 'Private session uses' the private sessions whose deposit used the code (server/privateSessions/depositCodes).
 */
export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Promo code', plural: 'Promo codes' },
  admin: {
    useAsTitle: 'code',
    group: ADMIN_GROUP.bookings,
    defaultColumns: ['code', 'discountType', 'percentOff', 'amountOffCents', 'validFrom', 'validUntil', 'totalUses', 'active'],
    listSearchableFields: ['code'],
    description: 'Discounts customers enter on the booking forms ("Promo code"). One code per booking.',
  },
  defaultSort: '-createdAt',
  access: { create: isOwner, read: isOwner, update: isOwner, delete: isOwner },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          // Stored in upper case, so the unique index makes codes unique whatever their case.
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalisePromoCode(value) : value)] },
          admin: { description: 'What customers type, e.g. SPRING20 (any case).' },
        },
        yesNo('active', { defaultValue: true, admin: { description: 'Untick to stop the code at once.' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'discountType',
          label: 'Discount',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: [
            { value: 'percent', label: 'Percent off' },
            { value: 'amount', label: 'Amount off the booking' },
          ],
        },
        { name: 'percentOff', label: 'Percent off', type: 'number', min: 1, max: 100, validate: percentOff, admin: { condition: (data) => data?.discountType === 'percent', description: '100 books without a payment.' } },
        centsAmount('amountOffCents', 'Amount off', { validate: amountOff, admin: { condition: (data) => data?.discountType === 'amount', description: 'Off the whole booking, never more than its price.' } }),
      ],
    },
    {
      name: 'classKinds',
      label: 'Applies to',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['public', 'mother-daughter'],
      options: labelled(PROMO_CLASS_KIND_LABELS),
    },
    {
      type: 'row',
      fields: [
        pacificDateTime('validFrom', { description: 'Empty: from now.' }, { label: 'Valid from (Pacific)' }),
        pacificDateTime('validUntil', { description: 'Usable up to this minute. Empty: no end.' }, { label: 'Valid until (Pacific)' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'totalUses', label: 'Total uses', type: 'number', min: 1, admin: { description: 'Bookings and private sessions that may use it in all. Empty: no limit.' } },
        { name: 'usesPerEmail', label: 'Uses per email', type: 'number', min: 1, admin: { description: 'Empty: no limit.' } },
        { name: 'minimumParticipants', label: 'Minimum participants', type: 'number', min: 1, admin: { description: 'People on one booking. Empty: any.' } },
      ],
    },
    {
      name: 'uses',
      label: 'Uses',
      type: 'join',
      collection: 'bookings',
      on: 'promoCode',
      admin: {
        defaultColumns: ['bookingNumber', 'status', 'contactEmail', 'discountCents', 'totalCents', 'createdAt'],
        allowCreate: false,
        description: 'Bookings made with this code. Held (not lapsed) and confirmed bookings count as uses; expired and cancelled ones gave theirs back.',
      },
    },
    {
      name: 'privateUses',
      label: 'Private session uses',
      type: 'join',
      collection: 'private-sessions',
      on: 'promoCode',
      admin: {
        defaultColumns: ['organizerName', 'program', 'startTime', 'status', 'discountCents'],
        allowCreate: false,
        description: 'Private, workplace and community sessions whose deposit used this code. They count in the limits as bookings do.',
      },
    },
  ],
}
