import { Link } from '@/components/layout/Link'
import type { ReactNode } from 'react'

/**
 * The body of the site's not-found and error pages: a heading, a sentence, the page's own action (Try Again) and
 * the ways back. No hooks, so both server pages (global-not-found) and client error boundaries use it.
 */
export function ErrorMessage({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <main id="main" className="page">
      <section className="section">
        <div className="container" role={action ? 'alert' : undefined}>
          <h1>{title}</h1>
          <p className="lead">{children}</p>
          <div className="button-row">
            {action}
            <Link className={action ? 'button button--outline' : 'button'} href="/">
              Back to the home page
            </Link>
            <Link className="button button--outline" href="/public-classes">
              See public classes
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}
