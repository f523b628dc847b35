import type { Metadata } from 'next'

import { pageRoute } from '@/blocks/PageView'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: 'Our mission, our founder and the 2500+ students we have trained in practical self-defense across the SF Bay Area since 2014.',
  path: '/about',
})

export default pageRoute('about')
