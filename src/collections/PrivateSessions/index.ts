import type { CollectionConfig, Field } from 'payload'

import { isOwner } from '@/access/isOwner'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { centsAmount } from '@/collections/fields/centsAmount'
import { labelled } from '@/domain/cms/optionLabels'
import {
  MEETING_KIND_LABELS,
  PRIVATE_PROGRAM_LABELS,
  PRIVATE_SESSION_STATUS_LABELS,
} from '@/domain/privateSessions/privateSession'
import { pacificDateTime } from '@/fields/pacificDateTime'

import { balanceFields } from './balanceFields'
import { privateCodeFields } from './codeFields'
import { emailProposal } from './hooks/emailProposal'
import { privatePolicyFields } from './policyFields'
import { privateRefundFields } from './refundFields'
import { peopleFields } from './peopleFields'
import { poNumberField } from './poNumberField'
import { prepareProposal } from './hooks/prepareProposal'
import { refuseInstructorConflict } from './hooks/refuseInstructorConflict'

const secret = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true }, ...extra }) as Field

const readOnlyText = (name: string, label: string): Field => ({ name, label, type: 'text', admin: { readOnly: true } })

/**
 * A private, workplace or community-group session: one record from the proposal the owner sends (status Proposal
 * sent, the instructor's time held while it is open) to the session the organizer confirmed by paying the deposit.
 * One record rather than a proposal and a session: the date, place, price and instructor are the same facts before
 * and after; only the status and the payment change. Owner-only here; the organizer reads it through its private link.
 */
export const PrivateSessions: CollectionConfig = {
  slug: 'private-sessions',
  labels: { singular: 'Private session', plural: 'Private sessions' },
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'organizerName',
    defaultColumns: ['startTime', 'program', 'organizerName', 'instructor', 'status'],
    listSearchableFields: ['organizerName', 'organizerEmail', 'organization'],
  },
  defaultSort: '-startTime',
  access: { create: isOwner, read: isOwner, update: isOwner, delete: isOwner },
  hooks: { beforeChange: [prepareProposal, refuseInstructorConflict], afterChange: [emailProposal] },
  fields: [
    { name: 'status', type: 'select', required: true, defaultValue: 'proposal-sent', options: labelled(PRIVATE_SESSION_STATUS_LABELS), index: true },
    { name: 'inquiry', type: 'relationship', relationTo: 'form-submissions' },
    { name: 'program', type: 'select', required: true, options: labelled(PRIVATE_PROGRAM_LABELS) },
    {
      type: 'row',
      fields: [
        pacificDateTime('startTime', { date: { timeIntervals: 15 } }, { required: true, index: true, label: 'Start (Pacific)' }),
        pacificDateTime('endTime', { date: { timeIntervals: 15 } }, { required: true, label: 'End (Pacific)' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'meetingKind', label: 'Where we meet', type: 'select', required: true, options: labelled(MEETING_KIND_LABELS) },
        { name: 'meetingAddress', label: 'Address or venue', type: 'text', required: true },
      ],
    },
    { name: 'instructor', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'participants', label: 'Expected participants', type: 'number', required: true, min: 1 },
        { name: 'pricing', type: 'select', required: true, options: [{ value: 'per-person', label: 'Per person' }, { value: 'flat', label: 'Flat' }] },
        centsAmount('priceCents', 'Price', { required: true }),
      ],
    },
    pacificDateTime('openUntil', {}, { required: true, label: 'Open until (Pacific)' }),
    {
      type: 'row',
      fields: [
        { name: 'organizerName', type: 'text', required: true },
        { name: 'organizerEmail', type: 'email', required: true },
        { name: 'organizerPhone', type: 'text' },
        { name: 'organization', type: 'text' },
      ],
    },
    poNumberField,
    {
      type: 'collapsible',
      label: 'Payment',
      fields: [
        {
          type: 'row',
          fields: [
            centsAmount('totalCents', 'Total', { admin: { readOnly: true } }),
            centsAmount('depositCents', 'Deposit', { admin: { readOnly: true, description: 'Taken when the proposal was accepted.' } }),
            centsAmount('balanceCents', 'Balance', { admin: { readOnly: true } }),
          ],
        },
        pacificDateTime('balanceDueAt', { readOnly: true }, { label: 'Balance due at (Pacific)' }),
        pacificDateTime('policiesAcceptedAt', { readOnly: true }, { label: 'Private policies accepted at' }),
        pacificDateTime('depositPaidAt', { readOnly: true }, { label: 'Deposit paid at' }),
        readOnlyText('stripeSessionId', 'Stripe checkout session'),
        readOnlyText('stripePaymentIntentId', 'Stripe payment'),
        readOnlyText('stripeCustomerId', 'Stripe customer (the saved card, for the balance)'),
        readOnlyText('stripePaymentMethodId', 'Stripe saved card'),
      ],
    },
    balanceFields,
    privatePolicyFields,
    ...privateRefundFields,
    privateCodeFields,
    {
      name: 'history',
      type: 'array',
      admin: { readOnly: true },
      fields: [pacificDateTime('at', { readOnly: true }), { name: 'what', type: 'text' }],
    },
    ...peopleFields,
    secret('tokenNonce'),
    secret('tokenHash', { unique: true } as Partial<Field>),
  ],
}
