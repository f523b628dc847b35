import type { Metadata } from 'next'

import { CopyButton } from '@/components/admin/CopyButton.client'
import { formatDay, formatTime } from '@/components/admin/format'
import { env } from '@/lib/env'
import { prepLinkClasses } from '@/server/admin/prepLinks'
import { requireStaffPage } from '@/server/auth/requireStaffPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Class prep links', robots: { index: false, follow: false } }

function LinkRow({ label, url }: { label: string; url: string }) {
  return (
    <div className="admin-link-row">
      <span className="admin-muted">{label}</span>
      <code>{url}</code>
      <CopyButton text={url} label={`Copy ${label.toLowerCase()}`} />
      <a href={url} target="_blank" rel="noopener noreferrer" className="admin-button admin-button--small admin-button--ghost">
        Open<span className="visually-hidden"> {label.toLowerCase()} in a new tab</span>
      </a>
    </div>
  )
}

/** Internal: prep and community booking links of upcoming classes, for instructors to send out. */
export default async function ClassPrepLinksPage() {
  const { payload, user } = await requireStaffPage()
  const classes = await prepLinkClasses(payload, user, new Date())
  const base = env.SERVER_URL.replace(/\/$/, '')

  return (
    <main id="main" className="admin-main">
      <h1>Class Prep Links</h1>
      <p className="admin-muted">For internal use: send these links to students and community organizers.</p>
      {classes.length === 0 ? (
        <p className="admin-empty">No upcoming classes scheduled</p>
      ) : (
        <ul className="admin-list">
          {classes.map((c) => {
            const community = c.classType.includes('community')
            return (
              <li key={c.id} className="admin-card" data-testid="prep-link">
                <h2>
                  {c.className} {community ? <span className="admin-badge">Community</span> : null}
                </h2>
                <p>
                  {formatDay(c.date)} · {formatTime(c.startTime)} · {c.place}
                </p>
                <LinkRow label="Class prep page" url={`${base}/class-prep/${c.id}`} />
                {c.organizerPath ? <LinkRow label="Organizer booking page" url={`${base}${c.organizerPath}`} /> : null}
              </li>
            )
          })}
        </ul>
      )}
    </main>
  )
}
