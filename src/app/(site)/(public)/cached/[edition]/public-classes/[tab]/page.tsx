import { notFound } from 'next/navigation'

import { PublicClassesView } from '@/components/schedule/PublicClassesView'
import { publicClassesMetadata } from '@/components/seo/publicClassesMetadata'
import { SCHEDULE_TABS, type ScheduleTab } from '@/domain/schedule/tabs'

export const metadata = publicClassesMetadata

export function generateStaticParams(): { tab: string }[] {
  return []
}

/** /public-classes and /public-classes?tab=…, served from the cache (the proxy rewrites them here). */
export default async function PublicClassesPage({ params }: { params: Promise<{ tab: string }> }) {
  const { tab } = await params
  if (!(SCHEDULE_TABS as readonly string[]).includes(tab)) notFound()
  return <PublicClassesView tab={tab as ScheduleTab} requestedCity={null} />
}
