import type { Metadata } from 'next'

import { getUpcomingClass } from '@/server/publicSchedule'

import { classWhenAndWhere } from './classCaption'
import { classImagePath, socialMetadata } from './pageMetadata'
import { parseScheduleId } from './parseScheduleId'

type Options = {
  scheduleId: string
  /** The page's address, e.g. /book-adult-class/12. */
  path: string
  /** Put before the class name: 'Book', 'Prepare for'. */
  action: string
  /** The title when the class is not an upcoming one. */
  fallbackTitle: string
}

/**
 * The metadata of an upcoming class's booking or prep page: its title, and the social card showing the class name,
 * date and city. These pages are for the people booking or attending, so search engines do not index them.
 */
export async function classPageMetadata({ scheduleId, path, action, fallbackTitle }: Options): Promise<Metadata> {
  const robots = { index: false, follow: false }
  const id = parseScheduleId(scheduleId)
  const occurrence = id === null ? null : await getUpcomingClass(id, new Date())
  if (id === null || !occurrence) return { title: fallbackTitle, robots }
  const title = `${action} ${occurrence.className}`
  const description = `${occurrence.className}: ${classWhenAndWhere(occurrence)}.`
  return { title, description, robots, ...socialMetadata({ title, description, path, image: classImagePath(id) }) }
}
