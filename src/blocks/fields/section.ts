import type { Block, Field } from 'payload'

import { choiceField } from '@/fields/choice'

/** What every block that is a section of the page has: an optional address (#anchor) and its background. */
export const sectionFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'anchor',
        type: 'text',
        admin: { description: 'Optional: links to /page#anchor scroll here. Letters, digits and dashes.' },
        validate: (value: string | null | undefined) => !value || /^[a-z][a-z0-9-]*$/.test(value) || 'Use lower-case letters, digits and dashes.',
      },
      choiceField('background', { plain: 'Plain', alt: 'Tinted' }),
    ],
  },
]

/** A block that is a section of the page: the section's fields, then its own (`interfaceName` names its generated type). */
export const sectionBlock = (block: Pick<Block, 'slug' | 'interfaceName' | 'labels'>, fields: Field[]): Block => ({
  ...block,
  fields: [...sectionFields, ...fields],
})
