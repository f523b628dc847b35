import type { APIRequestContext } from '@playwright/test'

export type ScheduleDoc = { id: number; date: string; class: { type: string; bookingMethod: string; priceCents: number } }

/** The bookable schedule of a type furthest in the future (seeded full and nearly-full classes come first). */
export async function latestBookable(request: APIRequestContext, type: string): Promise<ScheduleDoc> {
  const answer = await request.get('/api/schedules?limit=200&depth=1&sort=-startTime')
  const { docs } = (await answer.json()) as { docs: ScheduleDoc[] }
  const found = docs.find((s) => s.class.type === type && s.class.bookingMethod === 'swsd website')
  if (!found) throw new Error(`no bookable ${type} schedule`)
  return found
}
