import { Link } from '@/components/layout/Link'
import { bookingPath, cardAction, contactMailto, spotsNote } from '@/domain/schedule/cardAction'
import { waitlistOpen } from '@/domain/waitlist/waitlistOpen'
import { fullBadge } from '@/domain/waitlist/waitlistWords'

import type { CardView, ClassView } from './cardView'
import styles from './schedule.module.css'

type Props = { card: CardView; klass: ClassView; businessName: string; email: string; now: Date }

/** The card's action area for the moment `now` (public-site §4). */
export function CardAction({ card, klass, businessName, email, now }: Props) {
  const remaining = card.remaining ?? null
  const input = {
    id: card.id,
    type: klass.type,
    bookingMethod: klass.bookingMethod,
    start: new Date(card.start),
    registrationOpens: card.registrationOpens ?? null,
    bookingUrl: card.bookingUrl ?? null,
    partnerOrganization: klass.partnerOrganization ?? null,
    businessName,
    remaining,
  }
  const action = cardAction(input, now)
  const note = spotsNote({ type: klass.type, bookingMethod: klass.bookingMethod, availableSpots: card.availableSpots, remaining }, action)
  const when = card.time ? `${card.date}, ${card.time}` : card.date

  return (
    <div className={styles.action} data-start={card.start}>
      {action.kind === 'full' && (
        <>
          <span className={`${styles.badge} ${styles.badgeFull}`}>{fullBadge(card.waiting ?? 0)}</span>
          <button type="button" className={styles.button} disabled>
            Class Full
          </button>
          {waitlistOpen(input, now) && (
            <Link href={bookingPath(klass.type, card.id)} className={styles.button} aria-label={`Join the waitlist for ${klass.name}, ${when}`}>
              Join Waitlist
            </Link>
          )}
        </>
      )}
      {action.kind === 'closed' && (
        <button type="button" className={styles.button} disabled>
          Registration Closed
        </button>
      )}
      {action.kind === 'opens-later' && (
        <>
          <span className={`${styles.badge} ${styles.badgeSoon}`}>Coming Soon</span>
          <p className={styles.opens}>Registration opens {card.registrationOpensLabel}</p>
        </>
      )}
      {action.kind === 'register' && (
        <Link href={action.href} className={styles.button} aria-label={`Register for ${klass.name}, ${when}`}>
          Register
        </Link>
      )}
      {action.kind === 'register-external' && (
        <a
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.button}
          aria-label={`Register for ${klass.name}, ${when} (opens in a new tab)`}
        >
          Register
        </a>
      )}
      {action.kind === 'contact' && (
        <a href={contactMailto(email, klass.name, when)} className={styles.button}>
          Contact Us
        </a>
      )}
      {action.kind === 'coming-soon' && <span className={`${styles.badge} ${styles.badgeSoon}`}>Coming Soon</span>}
      {note && <p className={styles.spots}>{note}</p>}
    </div>
  )
}
