import type { CollectionConfig } from 'payload'

import { isOwnerField } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { yesNo } from '@/fields/yesNo'
import { GUARDIAN_RELATIONSHIPS, SELF } from '@/domain/waivers/waiverSigning'
import { asOptions } from '@/lib/options'

const ownerOnly = { read: isOwnerField }

/**
 * A signed waiver: who signed for whom, the exact text and version agreed to, when and from which network address.
 * Written by the signing service alone and never edited. Staff read whether and for whom it was given (the roster's
 * signed / not signed); who signed, how, and from which address are the owner's alone (the record, the PDF).
 * The participant and booking links survive their deletion as empty links: the names are kept on the record.
 */
export const WaiverSignatures: CollectionConfig = {
  slug: 'waiver-signatures',
  labels: { singular: 'Signed waiver', plural: 'Signed waivers' },
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'participantName',
    defaultColumns: ['participantName', 'signerName', 'relationship', 'waiverVersion', 'signedAt', 'booking'],
  },
  defaultSort: '-signedAt',
  access: { create: nobody, read: isStaff, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true, admin: { readOnly: true } },
        { name: 'participant', type: 'relationship', relationTo: 'participants', index: true, admin: { readOnly: true } },
        { name: 'privateSession', type: 'relationship', relationTo: 'private-sessions', index: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'participantName', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'signerName', type: 'text', required: true, admin: { readOnly: true }, access: ownerOnly },
        { name: 'relationship', type: 'select', required: true, options: asOptions([SELF, ...GUARDIAN_RELATIONSHIPS]), admin: { readOnly: true }, access: ownerOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'typedSignature', type: 'text', required: true, admin: { readOnly: true }, access: ownerOnly },
        { name: 'signedDate', type: 'text', required: true, admin: { readOnly: true, description: 'The date the signer wrote (YYYY-MM-DD, Pacific).' }, access: ownerOnly },
        pacificDateTime('signedAt', { readOnly: true }, { required: true, index: true }),
      ],
    },
    {
      name: 'signerAddress',
      type: 'text',
      access: ownerOnly,
      admin: { readOnly: true, description: 'The network address the signature came from, as the trusted proxy named it; empty when unknown.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'waiverVersion', type: 'number', required: true, admin: { readOnly: true } },
        yesNo('agreed', { required: true, admin: { readOnly: true } }),
      ],
    },
    { name: 'waiverText', type: 'textarea', required: true, admin: { readOnly: true, description: 'The exact text agreed to.' } },
  ],
}
