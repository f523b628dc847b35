import { PublicClassesView } from '@/components/schedule/PublicClassesView'
import { publicClassesMetadata } from '@/components/seo/publicClassesMetadata'
import { parseCity } from '@/domain/schedule/cityFilter'
import { parseTab } from '@/domain/schedule/tabs'

/** Reached only with a city filter (?city=): rendered per request, from the cached schedule. */
export const dynamic = 'force-dynamic'

export const metadata = publicClassesMetadata

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function PublicClassesByCityPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  return <PublicClassesView tab={parseTab(params.tab)} requestedCity={parseCity(params.city)} />
}
