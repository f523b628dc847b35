'use client'

import { useSyncExternalStore } from 'react'

import { eventsJsonLd, jsonLdScript } from '@/domain/schedule/eventJsonLd'

import { cardEvent, type ScheduleView } from './cardView'
import { ClassCard } from './ClassCard'
import { MapLinkNote } from './MapLinkNote'
import styles from './schedule.module.css'

type Props = {
  schedule: ScheduleView
  businessName: string
  email: string
  siteUrl: string
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
 * The class cards of the page and their schema.org Events. The server sends the cards once, as data; rendered for
 * the moment of the request, they then follow one browser clock, so a page left open closes registration on time.
 */
export function ScheduleCards({ schedule: { classes, places, cards }, businessName, email, siteUrl, renderedAt }: Props) {
  const now = new Date(useSyncExternalStore(subscribe, browserNow, () => Date.parse(renderedAt)))
  const origin = siteUrl.replace(/\/$/, '')
  const events = eventsJsonLd(
    cards.map((card) => cardEvent(card, classes[card.classIndex], places[card.placeIndex], origin)),
    { name: businessName, url: `${origin}/` },
  )
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(events) }} />
      <MapLinkNote />
      <div className={styles.grid}>
        {cards.map((card) => (
          <ClassCard key={card.id} card={card} klass={classes[card.classIndex]} place={places[card.placeIndex]} businessName={businessName} email={email} now={now} />
        ))}
      </div>
    </>
  )
}
