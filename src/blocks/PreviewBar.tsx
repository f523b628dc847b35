import { EXIT_PREVIEW_ROUTE } from '@/domain/pages/preview'
import { env } from '@/lib/env'

import { RefreshOnSave } from './RefreshOnSave.client'

/** Shown only in draft mode: says the page shows unpublished changes, and ends the preview (draft mode stays on otherwise). */
export function PreviewBar({ path }: { path: string }) {
  return (
    <div className="preview-bar" role="status">
      <RefreshOnSave serverURL={new URL(env.SERVER_URL).origin} />
      <p>
        Preview: this page shows unpublished changes.{' '}
        {/* A plain link: the exit route clears draft mode and redirects, so the page must load again without it. */}
        <a href={`${EXIT_PREVIEW_ROUTE}?${new URLSearchParams({ path })}`}>Exit preview</a>
      </p>
    </div>
  )
}
