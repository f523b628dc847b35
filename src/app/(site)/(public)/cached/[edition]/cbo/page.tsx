import type { Metadata } from 'next'

import { pageRoute } from '@/blocks/PageView'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata({
  title: 'Community Group Self-Defense Programs',
  description: 'Trauma-informed, culturally sensitive self-defense programs for scouts, schools, shelters and community organizations.',
  path: '/cbo',
})

export default pageRoute('cbo')
