import type { Metadata } from 'next'

import { pageMetadata } from './pageMetadata'

export const publicClassesMetadata: Metadata = pageMetadata({
  title: 'Public Class Schedule',
  description: 'Upcoming adult & teen and mother & daughter self-defense classes in the SF Bay Area, with live availability.',
  path: '/public-classes',
})
