import type { Field } from 'payload'

import { FORM_TYPES } from '@/domain/inquiry/formTypes'
import { asOptions } from '@/lib/options'

import { yesNo } from './yesNo'
import { validateHref } from './link'
import { choiceField } from './choice'

/** The row of buttons under a hero or a section: links, the free consultation, and the button opening an inquiry form. */
export const actionsField: Field = {
  name: 'actions',
  type: 'group',
  fields: [
    {
      name: 'links',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'href', label: 'Link', type: 'text', required: true, validate: validateHref },
            choiceField('appearance', { primary: 'Solid', light: 'Light (on a dark background)', outline: 'Outline' }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        yesNo('consultation', { label: 'Free consultation button (its address is in Site settings)' }),
        {
          name: 'inquiryForm',
          label: 'Inquiry form button',
          type: 'select',
          options: asOptions(FORM_TYPES),
          admin: { description: 'Opens this inquiry form in a dialog. Empty: no form button.' },
        },
      ],
    },
  ],
}
