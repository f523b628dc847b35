import { sectionBlock } from '../fields/section'

export const TextBlock = sectionBlock({ slug: 'text', interfaceName: 'TextBlock', labels: { singular: 'Text', plural: 'Texts' } }, [
  {
    name: 'columns',
    type: 'array',
    required: true,
    minRows: 1,
    maxRows: 2,
    admin: { description: 'One column, or two side by side.' },
    fields: [
      { name: 'heading', type: 'text' },
      { name: 'body', type: 'textarea', admin: { description: 'A blank line starts a new paragraph; [label](/path) makes a link.' } },
      { name: 'list', type: 'array', fields: [{ name: 'item', type: 'text', required: true }] },
      { name: 'boxed', label: 'Show as a card', type: 'checkbox', defaultValue: false },
    ],
  },
])
