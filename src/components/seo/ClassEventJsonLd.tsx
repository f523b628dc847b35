import { toScheduleView } from '@/components/schedule/cardView'
import { getUpcomingOccurrence } from '@/server/publicSchedule'
import { getSiteSettings } from '@/server/siteContent'

import { ScheduleJsonLd } from './ScheduleJsonLd'
import { parseScheduleId } from './parseScheduleId'

/** The schema.org Event of an upcoming class on its booking and prep pages; nothing for a class visitors cannot see. */
export async function ClassEventJsonLd({ scheduleId }: { scheduleId: string }) {
  const id = parseScheduleId(scheduleId)
  const [occurrence, settings] = await Promise.all([id === null ? null : getUpcomingOccurrence(id, new Date()), getSiteSettings()])
  if (!occurrence) return null
  return <ScheduleJsonLd schedule={toScheduleView([occurrence])} businessName={settings.businessName} />
}
