import { googleMapsUrl } from '@/domain/schedule/prep'

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
        <div>
          <dt>Date</dt>
          <dd>{card.date}</dd>
        </div>
        {card.time && (
          <div>
            <dt>Time</dt>
            <dd>{card.time}</dd>
          </div>
        )}
        {card.location && (
          <div>
            <dt>Location</dt>
            <dd>
              <a href={googleMapsUrl(card.location)} target="_blank" rel="noopener noreferrer">
                {card.venueName ? `${card.venueName}, ${card.location}` : card.location}
                <span className={styles.srOnly}> (opens a map in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
        {card.city && (
          <div>
            <dt>City</dt>
            <dd>{card.city}</dd>
          </div>
        )}
        {card.instructor && (
          <div>
            <dt>Instructor</dt>
            <dd>{card.instructor}</dd>
          </div>
        )}
        <div>
          <dt>Price</dt>
          <dd>{card.price}</dd>
        </div>
        {card.partnerOrganization && (
          <div>
            <dt>Partner</dt>
            <dd>{card.partnerOrganization}</dd>
          </div>
        )}
      </dl>
      {card.specialNotes && <p className={styles.notes}>{card.specialNotes}</p>}
      <CardAction card={card} businessName={businessName} email={email} now={now} />
    </article>
  )
}
