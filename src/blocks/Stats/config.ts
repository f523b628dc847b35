import { sectionBlock } from '../fields/section'

export const StatsBlock = sectionBlock({ slug: 'stats', interfaceName: 'StatsBlock', labels: { singular: 'Stats', plural: 'Stats' } }, [
  { name: 'label', type: 'text', required: true, admin: { description: 'Read out by screen readers, e.g. "Our record".' } },
  {
    name: 'items',
    type: 'array',
    required: true,
    minRows: 1,
    maxRows: 6,
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'value', type: 'text', required: true, admin: { description: 'e.g. 2500+' } },
          { name: 'label', type: 'text', required: true, admin: { description: 'e.g. students trained' } },
        ],
      },
    ],
  },
])
