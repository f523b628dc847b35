'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'

import { GuardedLink } from './GuardedLink.client'
import { useUnsavedChanges } from './UnsavedChanges.client'

const LINKS = [
  { href: '/admin/attendance', label: 'Attendance' },
  { href: '/admin/schedules', label: 'Schedules' },
  { href: '/admin/import', label: 'Import' },
  { href: '/admin/class-prep-links', label: 'Class prep links' },
]

/**
 * The admin navigation and Logout; both ask before leaving unsaved changes (attendance, a schedule being edited).
 * The owner also gets the CMS, the other half of the back office.
 */
export function AdminNav({ isOwner = false }: { isOwner?: boolean }) {
  const pathname = usePathname()
  const router = useRouter()
  const { confirmLeave, setDirty } = useUnsavedChanges()
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    if (!confirmLeave()) return
    setBusy(true)
    try {
      await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' })
    } finally {
      setDirty(false)
      setBusy(false)
      router.replace('/admin/login')
      router.refresh()
    }
  }

  return (
    <nav aria-label="Instructor area" className="admin-nav">
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <GuardedLink href={link.href} aria-current={pathname?.startsWith(link.href) ? 'page' : undefined}>
              {link.label}
            </GuardedLink>
          </li>
        ))}
        {isOwner ? (
          <li>
            <GuardedLink href="/cms">CMS (bookings, classes, site)</GuardedLink>
          </li>
        ) : null}
        <li>
          <button type="button" className="admin-button admin-button--ghost" onClick={logout} disabled={busy}>
            {busy ? 'Logging out...' : 'Logout'}
          </button>
        </li>
      </ul>
    </nav>
  )
}
