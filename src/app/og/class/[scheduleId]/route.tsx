import { parseScheduleId } from '@/components/seo/parseScheduleId'
import { socialImage } from '@/components/seo/socialImage'
import { classWhen } from '@/components/seo/classCaption'
import { getUpcomingClass } from '@/server/publicSchedule'

/** Drawn on the first share and kept until the schedule changes (the read carries the schedule tag). */
export const dynamic = 'force-static'

export function generateStaticParams(): { scheduleId: string }[] {
  return []
}

/** The social image of an upcoming class's booking and prep pages: class name, date and time, city. */
export async function GET(_request: Request, { params }: { params: Promise<{ scheduleId: string }> }) {
  const id = parseScheduleId((await params).scheduleId)
  const occurrence = id === null ? null : await getUpcomingClass(id, new Date())
  if (!occurrence) return new Response('Not found', { status: 404 })
  return socialImage({ headline: occurrence.className, lines: [classWhen(occurrence), occurrence.city ?? ''] })
}
