import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { adminLoginPath, safeNextPath } from '@/domain/instructor/loginNext'

/**
 * Replaces Payload's login view at /cms/login (its form cannot send a CAPTCHA): the owner signs in at /admin/login,
 * which has the reCAPTCHA and the login limits, and comes back to the CMS page that asked (`?redirect=`). A page load
 * of /cms/login is redirected by the server before this renders (src/proxy.ts); this covers Payload's own in-app
 * navigations to its login view.
 */
export function CmsLogin({ searchParams }: AdminViewServerProps) {
  redirect(adminLoginPath(safeNextPath(searchParams?.redirect) ?? '/cms'))
}
