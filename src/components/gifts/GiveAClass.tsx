import { Link } from '@/components/layout/Link'
import { type PageSlug } from '@/domain/pages/pageSlugs'

/** The program pages built from CMS blocks; /public-classes (adult & teen, mother-daughter) has its own line in code. */
const PROGRAM_PAGES: readonly PageSlug[] = ['private-classes', 'workplace-safety', 'cbo']

/** Issue 41: a program page offers a class as a gift, in one line under its content. */
export function GiveAClass({ slug }: { slug: PageSlug }) {
  if (!PROGRAM_PAGES.includes(slug)) return null
  return (
    <section className="container" aria-label="Give a class" style={{ padding: '1.5rem 1rem 2.5rem', textAlign: 'center' }}>
      <p style={{ margin: 0 }}>
        Give a class: a <Link href="/gift-certificates">gift certificate</Link> pays for any of our classes, private sessions too.
      </p>
    </section>
  )
}
