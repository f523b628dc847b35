import type { Field } from 'payload'

import { actionsField } from '@/blocks/fields/actions'

/** The top of a page: not a block, every page has exactly one. */
export const heroField: Field = {
  name: 'hero',
  type: 'group',
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'program',
      options: [
        { label: 'Home (a shorter text on phones)', value: 'home' },
        { label: 'Program (eyebrow, title, text, buttons)', value: 'program' },
      ],
    },
    { name: 'eyebrow', type: 'text' },
    { name: 'title', type: 'text', required: true, admin: { description: '{businessName} stands for the name in Site settings.' } },
    { name: 'intro', type: 'textarea' },
    {
      name: 'mobileIntro',
      label: 'Intro on phones',
      type: 'textarea',
      admin: { condition: (_, siblings) => siblings?.type === 'home' },
    },
    actionsField,
  ],
}
