import { Actions } from '@/blocks/Actions'
import type { BlockContext } from '@/blocks/context'
import { fillSiteText, paragraphs } from '@/domain/pages/siteText'
import type { Page } from '@/payload-types'

type Hero = Page['hero']

function HeroContent({ hero, intro, context, headingId }: { hero: Hero; intro: string | null | undefined; context: BlockContext; headingId?: string }) {
  return (
    <div className="container">
      {hero.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
      <h1 id={headingId}>{fillSiteText(hero.title, context.site)}</h1>
      {paragraphs(intro).map((text) => (
        <p key={text}>{text}</p>
      ))}
      <Actions actions={hero.actions} context={context} onDark />
    </div>
  )
}

/** The top of a page. The home page's hero comes twice: a short one on phones and a longer one from 768 px (CSS shows one). */
export function RenderHero({ hero, context }: { hero: Hero; context: BlockContext }) {
  if (hero.type !== 'home') {
    return (
      <section className="hero">
        <HeroContent hero={hero} intro={hero.intro} context={context} />
      </section>
    )
  }
  return (
    <>
      <section className="hero hero--mobile mobile-only" aria-labelledby="hero-mobile">
        <HeroContent hero={hero} intro={hero.mobileIntro ?? hero.intro} context={context} headingId="hero-mobile" />
      </section>
      <section className="hero desktop-only" aria-labelledby="hero-desktop">
        <HeroContent hero={hero} intro={hero.intro} context={context} headingId="hero-desktop" />
      </section>
    </>
  )
}
