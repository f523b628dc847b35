import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { LoginForm } from '@/components/admin/LoginForm.client'
import { safeNextPath } from '@/domain/instructor/loginNext'
import { getPayloadClient } from '@/server/payloadClient'
import { captchaSiteKey } from '@/server/captcha'
import { staffFromHeaders } from '@/server/auth/requireStaff'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Staff sign-in', robots: { index: false, follow: false } }

/** `?next=` (a path under /cms or /admin) is where a signed-in visitor goes instead of the attendance page. */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const next = safeNextPath((await searchParams).next) ?? '/admin/attendance'
  const payload = await getPayloadClient()
  if (await staffFromHeaders(payload, await headers())) redirect(next)
  return (
    <main id="main" className="admin-main admin-main--narrow">
      <h1>Staff sign-in</h1>
      <p>For instructors (attendance, schedules, imports) and the owner (also the CMS).</p>
      <LoginForm siteKey={captchaSiteKey()} next={next} />
    </main>
  )
}
