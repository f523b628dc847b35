import type { Block } from 'payload'

import { validateHref } from '../fields/link'
import { sectionFields } from '../fields/section'

export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: 'Logo wall', plural: 'Logo walls' },
  fields: [
    ...sectionFields,
    { name: 'heading', type: 'text', required: true },
    { name: 'listLabel', type: 'text', required: true, admin: { description: 'Read out by screen readers, e.g. "Client logos".' } },
    {
      name: 'logos',
      type: 'array',
      admin: { description: 'With no logos the section is not shown. Each logo\'s alt text names the organization.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media', required: true },
            { name: 'link', type: 'text', validate: validateHref },
          ],
        },
      ],
    },
    { name: 'caption', type: 'text', admin: { description: 'A note under the logos, e.g. that they are samples.' } },
  ],
}
