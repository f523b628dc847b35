import { Link } from '@/components/layout/Link'

import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { formatClassDate, formatClassTime, formatTimeRange } from '@/domain/time/format'
import { REMOVED_BY_STUDIO_WORDS, WAITLIST_STATUS_WORDS, waitlistStatusNote } from '@/domain/waitlist/waitlistWords'
import type { WaitlistPageData } from '@/server/waitlist/waitlistPageData'

import { WaitlistActions } from './WaitlistActions.client'

/** An entry's private page: the class, the party, where it stands, and leave / pay / decline as they apply. */
export function WaitlistPlace({ token, data }: { token: string; data: WaitlistPageData }) {
  const when = data.start ? `${formatClassDate(data.start)}, ${formatTimeRange(data.start, data.end)} (Pacific time)` : ''
  const live = data.status === 'waiting' || (data.status === 'offered' && data.offerOpen)
  return (
    <main id="main" className={manage.page}>
      <h1>Your waitlist place</h1>
      <section className={form.card} aria-labelledby="waitlist-class">
        <h2 id="waitlist-class">{data.className}</h2>
        <dl className={manage.details}>
          <dt>When</dt>
          <dd>{when}</dd>
          <dt>Status</dt>
          <dd data-testid="waitlist-status">{data.removedByStudio ? REMOVED_BY_STUDIO_WORDS.status : WAITLIST_STATUS_WORDS[data.status]}</dd>
          {data.status === 'offered' && data.offerOpen && data.offeredUntil && (
            <>
              <dt>Held until</dt>
              <dd>
                {formatClassDate(data.offeredUntil)} at {formatClassTime(data.offeredUntil)} (Pacific time)
              </dd>
              {data.offerTotalCents !== null && (
                <>
                  <dt>To pay</dt>
                  <dd data-testid="offer-total">{formatCents(data.offerTotalCents)}</dd>
                </>
              )}
            </>
          )}
          <dt>Your party</dt>
          <dd>
            <ul className={manage.people}>
              {data.people.map((name, i) => (
                <li key={i}>{name}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <p>{data.removedByStudio ? REMOVED_BY_STUDIO_WORDS.note : waitlistStatusNote(data.status, data.ahead, data.offerOpen)}</p>
      </section>
      {live && <WaitlistActions token={token} offered={data.status === 'offered'} />}
      <p>
        <Link href="/public-classes">Back to Classes</Link>
      </p>
    </main>
  )
}
