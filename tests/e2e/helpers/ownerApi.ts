import type { Page } from '@playwright/test'

/** Payload's REST API called from a page signed in to /cms as the owner, with the owner's cookie (as the CMS does). */
export async function asOwner<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const answer = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`)
      return answer.json()
    },
    { path, method: init.method ?? 'GET', body: init.body },
  ) as Promise<T>
}

type ClassDoc = { id: number; type: string; bookingMethod: string; partnerOrganization?: string | null }

/** A new schedule of a seeded class booked on this site, `days` ahead, with `spots` seats: a class no other test touches. */
export async function newScheduleOf(page: Page, type: string, { spots, days = 40 }: { spots: number; days?: number }): Promise<number> {
  const { docs } = await asOwner<{ docs: ClassDoc[] }>(page, `/api/classes?limit=100&where[type][equals]=${encodeURIComponent(type)}`)
  const klass = docs.find((c) => c.bookingMethod === 'swsd website')
  if (!klass) throw new Error(`no ${type} class booked on this site`)
  const start = new Date(Date.now() + days * 24 * 3600_000 + Math.floor(Math.random() * 600) * 60_000)
  const { doc } = await asOwner<{ doc: { id: number } }>(page, '/api/schedules', {
    method: 'POST',
    body: { class: klass.id, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(), availableSpots: spots },
  })
  return doc.id
}
