import { actionsField } from '@/fields/actions'
import { validateHref } from '@/fields/link'
import { choiceField } from '@/fields/choice'

import { sectionBlock } from '../fields/section'

export const FeatureListBlock = sectionBlock({ slug: 'featureList', interfaceName: 'FeatureListBlock', labels: { singular: 'Feature list', plural: 'Feature lists' } }, [
  { name: 'heading', type: 'text', admin: { description: '{businessName} stands for the name in Site settings.' } },
  { name: 'chips', label: 'Topic chips', type: 'array', fields: [{ name: 'label', type: 'text', required: true }] },
  {
    type: 'row',
    fields: [
      choiceField('itemStyle', { cards: 'Cards', checklist: 'Checklist' }),
      {
        name: 'columns',
        type: 'select',
        required: true,
        defaultValue: '3',
        options: ['2', '3', '4'],
        admin: { condition: (_, siblings) => siblings?.itemStyle === 'cards' },
      },
    ],
  },
  {
    name: 'items',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', admin: { description: 'A card\'s heading (a checklist shows only the text).' } },
      { name: 'text', type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          { name: 'linkLabel', type: 'text' },
          { name: 'linkHref', label: 'Link', type: 'text', validate: validateHref },
        ],
      },
    ],
  },
  { name: 'footnote', type: 'textarea', admin: { description: 'A line under the list; [label](/path) makes a link.' } },
  actionsField,
])
