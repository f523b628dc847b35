import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { LoginForm } from '@/components/admin/LoginForm.client'
import { getPayloadClient } from '@/lib/payload'
import { captchaSiteKey } from '@/server/captcha'
import { staffFromHeaders } from '@/server/auth/requireStaff'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Instructor login', robots: { index: false, follow: false } }

export default async function AdminLoginPage() {
  const payload = await getPayloadClient()
  if (await staffFromHeaders(payload, await headers())) redirect('/admin/attendance')
  return (
    <main id="main" className="admin-main admin-main--narrow">
      <h1>Instructor login</h1>
      <LoginForm siteKey={captchaSiteKey()} />
    </main>
  )
}
