import './admin.css'

import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { hasRole } from '@/access/roles'
import { AdminNav } from '@/components/admin/AdminNav.client'
import { UnsavedChangesProvider } from '@/components/admin/UnsavedChanges.client'
import { getPayloadClient } from '@/server/payloadClient'
import { staffFromHeaders } from '@/server/auth/requireStaff'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: { default: 'Instructor area', template: '%s | SWSD Instructor area' }, robots: { index: false, follow: false } }

/** The instructor area's frame. Each page checks the session itself (requireStaffPage); this only picks the header. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers()
  const user = await staffFromHeaders(await getPayloadClient(), requestHeaders)
  return (
    <UnsavedChangesProvider>
      <div className="admin">
        <header className="admin-header">
          <p className="admin-brand">SWSD Instructor area</p>
          {user ? <AdminNav isOwner={hasRole(user, 'owner')} /> : null}
        </header>
        {children}
      </div>
    </UnsavedChangesProvider>
  )
}
