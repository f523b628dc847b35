import { cardEvent, toScheduleView } from '@/components/schedule/cardView'
import { eventsJsonLd, jsonLdScript } from '@/domain/schedule/eventJsonLd'
import { env } from '@/lib/env'
import { getUpcomingOccurrence } from '@/server/publicSchedule'
import { getSiteSettings } from '@/server/siteContent'

import { parseScheduleId } from './parseScheduleId'

/** The schema.org Event of an upcoming class on its booking and prep pages; nothing for a class visitors cannot see. */
export async function ClassEventJsonLd({ scheduleId }: { scheduleId: string }) {
  const id = parseScheduleId(scheduleId)
  const [occurrence, settings] = await Promise.all([id === null ? null : getUpcomingOccurrence(id, new Date()), getSiteSettings()])
  if (!occurrence) return null
  const origin = env.SERVER_URL.replace(/\/$/, '')
  const { cards, classes, places } = toScheduleView([occurrence])
  const event = cardEvent(cards[0], classes[0], places[0], origin)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(eventsJsonLd([event], { name: settings.businessName, url: `${origin}/` })) }} />
}
