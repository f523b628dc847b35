import type { ReactNode } from 'react'

import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'
import { PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import type { PrivateSession } from '@/payload-types'

/**
 * What, when and where of a private session, the head of its pages. The organizer's page adds its own rows (who, the
 * price) as children; without them, the organization it is for, as the join page shows it.
 */
export function SessionSummary({ session, children }: { session: PrivateSession; children?: ReactNode }) {
  const start = new Date(session.startTime)
  return (
    <section className={form.card} aria-labelledby="session-heading">
      <h2 id="session-heading">{PRIVATE_PROGRAM_LABELS[session.program]}</h2>
      <dl className={manage.details}>
        <dt>When</dt>
        <dd>
          {formatClassDate(start)}, {formatTimeRange(start, session.endTime)} (Pacific time)
        </dd>
        <dt>Where</dt>
        <dd>{session.meetingAddress}</dd>
        {children ??
          (session.organization && (
            <>
              <dt>For</dt>
              <dd>{session.organization}</dd>
            </>
          ))}
      </dl>
    </section>
  )
}
