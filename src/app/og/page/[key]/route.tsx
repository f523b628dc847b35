import { socialImage } from '@/components/seo/socialImage'
import { titleOfOgKey } from '@/components/seo/ogImageKey'
import { env } from '@/lib/env'

/** Drawn on a page's first share, then kept: the address holds the title, so its image never changes. */
export const dynamic = 'force-static'

export function generateStaticParams(): { key: string }[] {
  return []
}

/** A public page's social image: its title (signed by pageMetadata in src/components/seo/pageMetadata.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const title = titleOfOgKey((await params).key, env.PAYLOAD_SECRET)
  if (!title) return new Response('Not found', { status: 404 })
  return socialImage({ headline: title })
}
