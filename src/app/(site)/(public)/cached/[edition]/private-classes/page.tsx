import type { Metadata } from 'next'

import { pageRoute } from '@/blocks/PageView'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata({
  title: 'Private Self-Defense Training',
  description: 'Private self-defense training for individuals, families and mother-daughter pairs, at a time and place that works for you.',
  path: '/private-classes',
})

export default pageRoute('private-classes')
