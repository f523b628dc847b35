import { env } from '@/lib/env'
import { cardEvent, type ScheduleView } from '@/components/schedule/cardView'

import { eventsJsonLd, jsonLdScript } from './eventJsonLd'

/**
 * Classes as schema.org Events (the schedule's cards, or one class on its booking and prep pages), rendered on the
 * server: they do not change with the browser's clock, and building them in the browser took the date formatting (and
 * its time-zone data) into the page's script.
 */
export function ScheduleJsonLd({ schedule: { classes, places, cards }, businessName }: { schedule: ScheduleView; businessName: string }) {
  const origin = env.SERVER_URL.replace(/\/$/, '')
  const events = eventsJsonLd(
    cards.map((card) => cardEvent(card, classes[card.classIndex], places[card.placeIndex], origin)),
    { name: businessName, url: `${origin}/` },
  )
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(events) }} />
}
