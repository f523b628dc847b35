'use client'

import { startTransition, useEffect, useMemo, useState } from 'react'

import { cardActionChanges, lastCardActionChange } from '@/domain/schedule/cardAction'

import type { CardView, ScheduleView } from './cardView'
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
 * The cards' clock: the moment the server rendered the page until hydration, then the browser's clock, read every 30 s.
 * It reads the last moment at which some card's action changed (registration opening or closing), so the cards render
 * again only when one of them has to change: a cached page is always read later than it was rendered, and re-rendering
 * every card for a new minute was most of the page's script after hydration. A change is a transition, which React
 * renders in slices between other work.
 */
function useCardsClock(renderedAt: string, cards: CardView[]): Date {
  const changes = useMemo(() => cards.flatMap((card) => cardActionChanges(new Date(card.start), card.registrationOpens)), [cards])
  const [moment, setMoment] = useState(() => lastCardActionChange(Date.parse(renderedAt), changes))
  useEffect(() => {
    const tick = () => startTransition(() => setMoment(lastCardActionChange(Date.now(), changes)))
    tick()
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [changes])
  return new Date(moment)
}

/**
 * The class cards of the page. The server sends the cards once, as data; rendered for the moment of the request, they
 * then follow one browser clock, so a page left open closes registration on time.
 */
export function ScheduleCards({ schedule: { classes, places, cards }, businessName, email, renderedAt }: Props) {
  const now = useCardsClock(renderedAt, cards)
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
