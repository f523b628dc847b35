import { Link } from '@/components/layout/Link'

import form from '@/components/forms/form.module.css'

/** A private link that opens nothing (wrong, revoked, or too many tries): the same words whatever the reason. */
export function LinkProblem({ heading, message }: { heading: string; message: string }) {
  return (
    <main id="main" className={form.center}>
      <h1>{heading}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link href="/public-classes">Back to Classes</Link>
      </p>
    </main>
  )
}
