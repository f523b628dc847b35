import { eventsJsonLd, jsonLdScript } from '@/domain/schedule/eventJsonLd'

import { cardEvent, type ScheduleView } from './cardView'

type Props = { schedule: ScheduleView; businessName: string; siteUrl: string }

/**
 * The schedule's classes as schema.org Events, rendered on the server: they do not change with the browser's clock,
 * and building them in the browser took the date formatting (and its time-zone data) into the page's script.
 */
export function ScheduleJsonLd({ schedule: { classes, places, cards }, businessName, siteUrl }: Props) {
  const origin = siteUrl.replace(/\/$/, '')
  const events = eventsJsonLd(
    cards.map((card) => cardEvent(card, classes[card.classIndex], places[card.placeIndex], origin)),
    { name: businessName, url: `${origin}/` },
  )
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(events) }} />
}
