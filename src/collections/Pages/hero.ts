import type { Field } from 'payload'

import { actionsField } from '@/fields/actions'
import { choiceField } from '@/fields/choice'

/** The top of a page: not a block, every page has exactly one. */
export const heroField: Field = {
  name: 'hero',
  type: 'group',
  fields: [
    choiceField('type', { home: 'Home (a shorter text on phones)', program: 'Program (eyebrow, title, text, buttons)' }, { defaultValue: 'program' }),
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
