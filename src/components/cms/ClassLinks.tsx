'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** The list view's filter for this class (the shape Payload's own filter builder writes). */
const ofClass = (collection: string, id: string | number) => `/cms/collections/${collection}?where[or][0][and][0][schedule][equals]=${encodeURIComponent(String(id))}`

async function countOf(collection: string, where: string): Promise<number | null> {
  const res = await fetch(`/api/${collection}/count?${where}`, { credentials: 'same-origin' })
  return res.ok ? ((await res.json()) as { totalDocs: number }).totalDocs : null
}

/** On a class's page in /cms: its bookings, its waitlist (each a filtered list) and its roster in the instructors' area. */
export function ClassLinks() {
  const { id, lastUpdateTime } = useDocumentInfo()
  const [counts, setCounts] = useState<{ bookings: number | null; waiting: number | null }>({ bookings: null, waiting: null })

  useEffect(() => {
    if (!id) return
    const schedule = `where[schedule][equals]=${encodeURIComponent(String(id))}`
    Promise.all([countOf('bookings', schedule), countOf('waitlist-entries', `${schedule}&where[status][in]=waiting,offered`)])
      .then(([bookings, waiting]) => setCounts({ bookings, waiting }))
      .catch(() => setCounts({ bookings: null, waiting: null }))
  }, [id, lastUpdateTime])

  if (!id) return null
  const links = [
    { href: ofClass('bookings', id), text: 'Bookings', note: counts.bookings === null ? '' : ` (${counts.bookings})` },
    { href: ofClass('waitlist-entries', id), text: 'Waitlist', note: counts.waiting === null ? '' : ` (${counts.waiting} on it)` },
    { href: `/admin/attendance?classScheduleId=${encodeURIComponent(String(id))}`, text: 'Roster', note: '' },
  ]
  return (
    <nav aria-label="This class" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', marginBottom: '1.5rem' }}>
      {links.map((l) => (
        <a key={l.text} href={l.href} style={{ fontWeight: 600 }}>
          {l.text}
          {l.note}
        </a>
      ))}
    </nav>
  )
}
