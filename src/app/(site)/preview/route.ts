import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { hasRole } from '@/access/roles'
import { isPageSlug, pagePath } from '@/domain/pages/pageSlugs'
import { getPayloadClient } from '@/server/payloadClient'
import { isPreviewSecret } from '@/server/preview/previewLink'

/**
 * Opened by /cms (preview and live preview): with the CMS's secret and the owner's session, turns Next's draft mode
 * on for this browser and shows the page with its latest draft. Anyone else gets 403 and draft mode stays off.
 */
export async function GET(request: NextRequest) {
  const slug = request.nextUrl.searchParams.get('slug')
  if (!isPreviewSecret(request.nextUrl.searchParams.get('secret')) || !isPageSlug(slug)) {
    return new Response('This preview link is not valid.', { status: 403 })
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, 'owner')) return new Response('Sign in to /cms as the owner to preview pages.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(pagePath(slug))
}
