import type { Metadata } from 'next'

import { pageRoute } from '@/blocks/PageView'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Building Confidence, Staying Safe',
    description:
      'Practical self-defense classes for women, girls, workplaces and community groups in Walnut Creek and across the SF Bay Area. 2500+ students trained since 2014.',
    path: '/',
  }),
  title: { absolute: 'Building Confidence, Staying Safe | SWSD Self-Defense' },
}

export default pageRoute('home')
