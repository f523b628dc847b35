import { placeOf } from '@/domain/schedule/place'
import { googleMapsUrl } from '@/domain/schedule/prep'

import { CardAction } from './CardAction'
import { MAP_LINK_NOTE_ID } from './MapLinkNote'
import type { CardView, ClassView, PlaceView } from './cardView'
import styles from './schedule.module.css'

type Props = { card: CardView; klass: ClassView; place: PlaceView; businessName: string; email: string; now: Date }

/** One class occurrence on /public-classes. */
export function ClassCard({ card, klass, place, businessName, email, now }: Props) {
  const headingId = `class-${card.id}`
  const where = placeOf(place)
  return (
    <article className={styles.card} aria-labelledby={headingId} data-schedule-id={card.id}>
      <h3 id={headingId} className={styles.cardTitle}>
        {klass.name}
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
        {where.address && where.mapQuery && (
          <>
            <dt>Location</dt>
            <dd>
              <a href={googleMapsUrl(where.mapQuery)} target="_blank" rel="noreferrer" aria-describedby={MAP_LINK_NOTE_ID}>
                {where.textWithoutCity}
              </a>
            </dd>
          </>
        )}
        {where.city && (
          <>
            <dt>City</dt>
            <dd>{where.city}</dd>
          </>
        )}
        {klass.instructor && (
          <>
            <dt>Instructor</dt>
            <dd>{klass.instructor}</dd>
          </>
        )}
        <dt>Price</dt>
        <dd>{klass.price}</dd>
        {klass.partnerOrganization && (
          <>
            <dt>Partner</dt>
            <dd>{klass.partnerOrganization}</dd>
          </>
        )}
      </dl>
      {card.specialNotes && <p className={styles.notes}>{card.specialNotes}</p>}
      <CardAction card={card} klass={klass} businessName={businessName} email={email} now={now} />
    </article>
  )
}
