'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { cardAction, contactMailto, spotsNote } from '@/domain/schedule/cardAction'
import { formatDateTime } from '@/domain/time/format'
import type { BookingMethod, ClassType } from '@/domain/values'

import styles from './schedule.module.css'

export type CardActionProps = {
  id: number
  className: string
  type: ClassType
  bookingMethod: BookingMethod
  /** ISO instant the class starts (Pacific midnight for a date-only entry). */
  start: string
  registrationOpens: string | null
  bookingUrl: string | null
  partnerOrganization: string | null
  businessName: string
  availableSpots: number
  remaining: number | null
  email: string
  /** Shown in the contact email: the class's date and time. */
  when: string
  /** The moment the server rendered the page; the browser's clock takes over after hydration. */
  renderedAt: string
}

const TICK_MS = 30_000
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, TICK_MS)
  return () => clearInterval(timer)
}
const browserNow = () => Math.floor(Date.now() / 1000) * 1000

/**
 * The card's action area. The server renders it for the moment of the request; in the browser it follows the clock,
 * so a page left open closes registration on time.
 */
export function CardAction(props: CardActionProps) {
  const nowMs = useSyncExternalStore(subscribe, browserNow, () => Date.parse(props.renderedAt))
  const now = new Date(nowMs)
  const action = cardAction({ ...props, start: new Date(props.start) }, now)
  const note = spotsNote(props, action)

  return (
    <div className={styles.action} data-action={action.kind} data-start={props.start}>
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
          <p className={styles.opens}>Registration opens {formatDateTime(action.opensAt)}</p>
        </>
      )}
      {action.kind === 'register' && (
        <Link href={action.href} className={styles.button} aria-label={`Register for ${props.className}, ${props.when}`}>
          Register
        </Link>
      )}
      {action.kind === 'register-external' && (
        <a
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.button}
          aria-label={`Register for ${props.className}, ${props.when} (opens in a new tab)`}
        >
          Register
        </a>
      )}
      {action.kind === 'contact' && (
        <a href={contactMailto(props.email, props.className, props.when)} className={styles.button}>
          Contact Us
        </a>
      )}
      {action.kind === 'coming-soon' && <span className={`${styles.badge} ${styles.badgeSoon}`}>Coming Soon</span>}
      {note && <p className={styles.spots}>{note}</p>}
    </div>
  )
}
