import Link from 'next/link'

import { cardAction, contactMailto, spotsNote } from '@/domain/schedule/cardAction'

import type { CardView } from './cardView'
import styles from './schedule.module.css'

type Props = { card: CardView; businessName: string; email: string; now: Date }

/** The card's action area for the moment `now` (public-site §4). */
export function CardAction({ card, businessName, email, now }: Props) {
  const action = cardAction({ ...card, businessName, start: new Date(card.start) }, now)
  const note = spotsNote(card, action)
  const when = card.time ? `${card.date}, ${card.time}` : card.date

  return (
    <div className={styles.action} data-action={action.kind} data-start={card.start}>
      {action.kind === 'full' && (
        <>
          <span className={`${styles.badge} ${styles.badgeFull}`}>Full</span>
          <button type="button" className={styles.button} disabled>
            Class Full
          </button>
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
        <Link href={action.href} className={styles.button} aria-label={`Register for ${card.className}, ${when}`}>
          Register
        </Link>
      )}
      {action.kind === 'register-external' && (
        <a
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.button}
          aria-label={`Register for ${card.className}, ${when} (opens in a new tab)`}
        >
          Register
        </a>
      )}
      {action.kind === 'contact' && (
        <a href={contactMailto(email, card.className, when)} className={styles.button}>
          Contact Us
        </a>
      )}
      {action.kind === 'coming-soon' && <span className={`${styles.badge} ${styles.badgeSoon}`}>Coming Soon</span>}
      {note && <p className={styles.spots}>{note}</p>}
    </div>
  )
}
