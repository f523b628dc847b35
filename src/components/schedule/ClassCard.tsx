import { googleMapsUrl } from '@/domain/schedule/prep'
import { formatPrice } from '@/domain/time/format'

import { CardAction } from './CardAction'
import type { CardView } from './cardView'
import styles from './schedule.module.css'

type Props = { card: CardView; businessName: string; email: string; now: Date }

/** One class occurrence on /public-classes. */
export function ClassCard({ card, businessName, email, now }: Props) {
  const headingId = `class-${card.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId} data-schedule-id={card.id}>
      <h3 id={headingId} className={styles.cardTitle}>
        {card.className}
      </h3>
      <dl className={styles.details}>
        <dt>Date</dt>
        <dd>{card.date}</dd>
        {card.time && (
          <>
            <dt>Time</dt>
            <dd>{card.time}</dd>
          </>
        )}
        {card.location && (
          <>
            <dt>Location</dt>
            <dd>
              <a href={googleMapsUrl(card.location)} target="_blank" rel="noopener noreferrer">
                {card.venueName ? `${card.venueName}, ${card.location}` : card.location}
                <span className={styles.srOnly}> (opens a map in a new tab)</span>
              </a>
            </dd>
          </>
        )}
        {card.city && (
          <>
            <dt>City</dt>
            <dd>{card.city}</dd>
          </>
        )}
        {card.instructor && (
          <>
            <dt>Instructor</dt>
            <dd>{card.instructor}</dd>
          </>
        )}
        <dt>Price</dt>
        <dd>{formatPrice(card.priceCents)}</dd>
        {card.partnerOrganization && (
          <>
            <dt>Partner</dt>
            <dd>{card.partnerOrganization}</dd>
          </>
        )}
      </dl>
      {card.specialNotes && <p className={styles.notes}>{card.specialNotes}</p>}
      <CardAction card={card} businessName={businessName} email={email} now={now} />
    </article>
  )
}
