import { notFound } from 'next/navigation'

import type { BlockContext } from '@/blocks/context'
import { GiveAClass } from '@/components/gifts/GiveAClass'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { type PageSlug, pagePath } from '@/domain/pages/pageSlugs'
import { captchaSiteKey } from '@/server/captcha'
import { loadPage } from '@/server/pages'
import { getSiteSettings } from '@/server/siteContent'

import { PreviewBar } from './PreviewBar'
import { RenderHero } from './heros/RenderHero'

/** A page built from CMS blocks: its hero, then its blocks in order. */
export async function PageView({ slug }: { slug: PageSlug }) {
  const [{ page, preview }, settings] = await Promise.all([loadPage(slug), getSiteSettings()])
  if (!page) notFound()
  const context: BlockContext = {
    site: { businessName: settings.businessName, phone: settings.phone, email: settings.email },
    consultationUrl: settings.freeConsultationUrl ?? null,
    captchaSiteKey: captchaSiteKey(),
  }
  return (
    <main id="main" className="page">
      {preview && <PreviewBar path={pagePath(slug)} />}
      <RenderHero hero={page.hero} context={context} />
      <RenderBlocks blocks={page.layout} context={context} />
      <GiveAClass slug={slug} />
    </main>
  )
}

/** A route's page component: the page of that slug (the route file keeps its own metadata). */
export const pageRoute = (slug: PageSlug) =>
  function PageRoute() {
    return <PageView slug={slug} />
  }
