'use client'

import { startTransition, useEffect, useState } from 'react'

import type { ScheduleView } from './cardView'
import { ClassCard } from './ClassCard'
import { MapLinkNote } from './MapLinkNote'
import styles from './schedule.module.css'

type Props = {
  schedule: ScheduleView
  businessName: string
  email: string
  /** The moment the server rendered the page; the browser's clock takes over after hydration. */
  renderedAt: string
}

const TICK_MS = 30_000

/**
 * The moment the server rendered the page until hydration, then the browser's clock, read every 30 s. Each change of
 * the clock re-renders every card, so it is a transition, which React renders in slices between other work. (A clock
 * from a store, useSyncExternalStore, re-rendered them all in one task right after hydration: a cached page is always
 * read later than it was rendered.)
 */
function useBrowserClock(renderedAt: string): Date {
  const [now, setNow] = useState(() => Date.parse(renderedAt))
  useEffect(() => {
    const tick = () => startTransition(() => setNow(Math.floor(Date.now() / 1000) * 1000))
    tick()
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return new Date(now)
}

/**
 * The class cards of the page. The server sends the cards once, as data; rendered for the moment of the request, they
 * then follow one browser clock, so a page left open closes registration on time.
 */
export function ScheduleCards({ schedule: { classes, places, cards }, businessName, email, renderedAt }: Props) {
  const now = useBrowserClock(renderedAt)
  return (
    <>
      <MapLinkNote />
      <div className={styles.grid}>
        {cards.map((card) => (
          <ClassCard key={card.id} card={card} klass={classes[card.classIndex]} place={places[card.placeIndex]} businessName={businessName} email={email} now={now} />
        ))}
      </div>
    </>
  )
}
