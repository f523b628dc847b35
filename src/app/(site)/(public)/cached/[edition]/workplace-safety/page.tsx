import type { Metadata } from 'next'

import { pageRoute } from '@/blocks/PageView'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata({
  title: 'Workplace Safety Training',
  description: 'Insured, on-site workplace safety and self-defense workshops customized for your team across the SF Bay Area.',
  path: '/workplace-safety',
})

export default pageRoute('workplace-safety')
