import type { Metadata } from 'next'

export const publicClassesMetadata: Metadata = {
  title: 'Public Class Schedule',
  description: 'Upcoming adult & teen and mother & daughter self-defense classes in the SF Bay Area, with live availability.',
  alternates: { canonical: '/public-classes' },
}
