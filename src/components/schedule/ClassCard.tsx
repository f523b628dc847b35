import { occurrenceEnd, occurrenceStart } from '@/domain/schedule/occurrence'
import { googleMapsUrl } from '@/domain/schedule/prep'
import { formatClassDate, formatClassTime, formatPrice } from '@/domain/time/format'
import type { ListedOccurrence } from '@/server/publicSchedule'

import { CardAction } from './CardAction.client'
import styles from './schedule.module.css'

type Props = { occurrence: ListedOccurrence; businessName: string; email: string; renderedAt: string }

/** One class occurrence on /public-classes. */
export function ClassCard({ occurrence: o, businessName, email, renderedAt }: Props) {
  const date = formatClassDate(o.startTime ?? o.date)
  const end = occurrenceEnd(o)
  const time = o.startTime ? `${formatClassTime(o.startTime)}${end ? ` - ${formatClassTime(end)}` : ''}` : null
  const headingId = `class-${o.id}`

  return (
    <article className={styles.card} aria-labelledby={headingId} data-schedule-id={o.id}>
      <h3 id={headingId} className={styles.cardTitle}>
        {o.className}
      </h3>
      <dl className={styles.details}>
        <div>
          <dt>Date</dt>
          <dd>{date}</dd>
        </div>
        {time && (
          <div>
            <dt>Time</dt>
            <dd>{time}</dd>
          </div>
        )}
        {o.location && (
          <div>
            <dt>Location</dt>
            <dd>
              <a href={googleMapsUrl(o.location)} target="_blank" rel="noopener noreferrer">
                {o.venueName ? `${o.venueName}, ` : ''}
                {o.location}
                <span className={styles.srOnly}> (opens a map in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
        {o.city && (
          <div>
            <dt>City</dt>
            <dd>{o.city}</dd>
          </div>
        )}
        {o.instructor && (
          <div>
            <dt>Instructor</dt>
            <dd>{o.instructor}</dd>
          </div>
        )}
        <div>
          <dt>Price</dt>
          <dd>{formatPrice(o.priceCents)}</dd>
        </div>
        {o.partnerOrganization && (
          <div>
            <dt>Partner</dt>
            <dd>{o.partnerOrganization}</dd>
          </div>
        )}
      </dl>
      {o.specialNotes && <p className={styles.notes}>{o.specialNotes}</p>}
      <CardAction
        id={o.id}
        className={o.className}
        type={o.type}
        bookingMethod={o.bookingMethod}
        start={occurrenceStart(o).toISOString()}
        registrationOpens={o.registrationOpens}
        bookingUrl={o.bookingUrl}
        partnerOrganization={o.partnerOrganization}
        businessName={businessName}
        availableSpots={o.availableSpots}
        remaining={o.remaining}
        email={email}
        when={time ? `${date}, ${time}` : date}
        renderedAt={renderedAt}
      />
    </article>
  )
}
