import { validateHref } from '@/fields/link'

import { sectionBlock } from '../fields/section'

export const LogoWallBlock = sectionBlock({ slug: 'logoWall', interfaceName: 'LogoWallBlock', labels: { singular: 'Logo wall', plural: 'Logo walls' } }, [
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
])
