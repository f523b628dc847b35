import { HOMEPAGE_POSITION_LABELS, labelled } from '@/domain/cms/optionLabels'

import { sectionBlock } from '../fields/section'

export const TestimonialSlotsBlock = sectionBlock({ slug: 'testimonialSlots', interfaceName: 'TestimonialSlotsBlock', labels: { singular: 'Testimonials', plural: 'Testimonials' } }, [
  { name: 'heading', type: 'text', required: true },
  {
    name: 'positions',
    type: 'select',
    hasMany: true,
    options: labelled(HOMEPAGE_POSITION_LABELS),
    admin: {
      description:
        'The published testimonial holding each position shows here; a position nobody holds shows its built-in quote (About1 has none and is then hidden).',
    },
  },
  {
    name: 'quotes',
    label: 'Quotes written here',
    type: 'array',
    admin: { description: 'Shown after the positions.' },
    fields: [
      { name: 'content', type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'platform', type: 'text', admin: { description: 'google, yelp, facebook, linkedin, website or survey.' } },
          { name: 'classType', type: 'text' },
        ],
      },
    ],
  },
  { name: 'columns', type: 'select', required: true, defaultValue: '3', options: ['1', '2', '3'] },
  { name: 'footnote', type: 'textarea', admin: { description: 'A line under the quotes; [label](/path) makes a link.' } },
])
