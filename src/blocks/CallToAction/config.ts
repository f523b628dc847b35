import type { Block } from 'payload'

import { actionsField } from '../fields/actions'
import { sectionFields } from '../fields/section'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    ...sectionFields,
    {
      name: 'style',
      type: 'select',
      required: true,
      defaultValue: 'centered',
      options: [
        { label: 'Centered', value: 'centered' },
        { label: 'Dark contact band', value: 'band' },
      ],
    },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea', admin: { description: '[label](/path) makes a link.' } },
    { name: 'contactDetails', label: 'Show phone, email and city (from Site settings)', type: 'checkbox', defaultValue: false },
    actionsField,
  ],
}
