import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { CACHED_EDITION } from '@/server/http/cachedPages'

/**
 * Pages under here are rendered on their first request and then served from Next's cache until a tag they carry is
 * invalidated (src/server/http/cachedPages.ts explains the address). None is rendered at build: the build has no
 * database.
 */
export function generateStaticParams(): { edition: string }[] {
  return []
}

export default async function CachedPagesLayout({ children, params }: { children: ReactNode; params: Promise<{ edition: string }> }) {
  if ((await params).edition !== CACHED_EDITION) notFound()
  return children
}
