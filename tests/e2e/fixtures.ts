import { type APIRequestContext, test as base, expect } from '@playwright/test'

import { BUSINESS_NAME } from '../../src/seed/data/settings'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { newClientAddress } from './helpers/clientAddress'

type Doc = { id: number }
type Collection = 'classes' | 'schedules' | 'bookings' | 'class-credits' | 'testimonials'

/** The owner's REST API (the CMS's) for setting up what the seed does not have; all of it is removed after the test. */
export type OwnerApi = {
  get: <T = { docs: Doc[] }>(path: string) => Promise<T>
  create: (collection: Collection, data: Record<string, unknown>) => Promise<Doc & Record<string, unknown>>
  patch: (path: string, data: Record<string, unknown>) => Promise<void>
  /** POSTs to one of the owner's endpoints (as a button in /cms does); its JSON answer, which must be a success. */
  post: <T = Record<string, unknown>>(path: string, data: Record<string, unknown>) => Promise<T>
  /** A class of its own (booked on this site, run by the business), with one schedule `days` ahead. */
  newSchedule: (options: { spots: number; days?: number; class?: Record<string, unknown> }) => Promise<{ classId: number; scheduleId: number }>
  /** A confirmed two-seat adult booking taken elsewhere (Pat Lee, $150.00), as the instructors' CSV import makes one. */
  importBooking: (scheduleId: number) => Promise<Doc & Record<string, unknown>>
}

const ids = (docs: Doc[]) => docs.map((d) => d.id).join(',')

async function removeAll(context: APIRequestContext, headers: Record<string, string>, created: Record<Collection, Doc[]>) {
  // Schedules of the created classes too (a test may add more), then their bookings first: nothing is left behind
  // for the tests that read the public schedule or the latest bookable class.
  const classIds = ids(created.classes)
  const ofClasses = classIds ? ((await (await context.get(`/api/schedules?depth=0&limit=0&where[class][in]=${classIds}`, { headers })).json()).docs as Doc[]) : []
  const scheduleIds = ids([...created.schedules, ...ofClasses])
  if (scheduleIds) {
    expect((await context.delete(`/api/bookings?where[schedule][in]=${scheduleIds}`, { headers })).ok()).toBe(true)
  }
  const creditIds = ids(created['class-credits'])
  if (creditIds) expect((await context.delete(`/api/class-credits?where[id][in]=${creditIds}`, { headers })).ok()).toBe(true)
  if (scheduleIds) {
    expect((await context.delete(`/api/schedules?where[id][in]=${scheduleIds}`, { headers })).ok()).toBe(true)
  }
  if (classIds) expect((await context.delete(`/api/classes?where[id][in]=${classIds}`, { headers })).ok()).toBe(true)
  const testimonialIds = ids(created.testimonials)
  if (testimonialIds) expect((await context.delete(`/api/testimonials?where[id][in]=${testimonialIds}`, { headers })).ok()).toBe(true)
}

export const test = base.extend<{ owner: OwnerApi }>({
  owner: async ({ playwright, baseURL }, provide) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() } })
    const { token } = await (await context.post('/api/users/login', { data: { ...DEMO_OWNER, recaptchaToken: 'captcha-disabled' } })).json()
    const headers = { Authorization: `JWT ${token}` }
    const created: Record<Collection, Doc[]> = { classes: [], schedules: [], bookings: [], 'class-credits': [], testimonials: [] }
    const create: OwnerApi['create'] = async (collection, data) => {
      const response = await context.post(`/api/${collection}`, { headers, data })
      expect(response.status(), await response.text()).toBe(201)
      const { doc } = (await response.json()) as { doc: Doc & Record<string, unknown> }
      created[collection].push(doc)
      return doc
    }
    const api: OwnerApi = {
      get: async (path) => (await context.get(path, { headers })).json(),
      create,
      patch: async (path, data) => {
        const response = await context.patch(path, { headers, data })
        expect(response.ok(), await response.text()).toBe(true)
      },
      post: async (path, data) => {
        const response = await context.post(path, { headers, data })
        expect(response.ok(), await response.text()).toBe(true)
        return response.json()
      },
      newSchedule: async ({ spots, days = 500, class: classData = {} }) => {
        const klass = await create('classes', {
          name: `E2E class ${Date.now()}`,
          type: 'public-adult-teen',
          bookingMethod: 'swsd website',
          partnerOrganization: BUSINESS_NAME,
          priceCents: 7500,
          city: 'Walnut Creek',
          isActive: true,
          ...classData,
        })
        const start = new Date(Date.now() + days * 86400_000)
        const schedule = await create('schedules', {
          class: klass.id,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(),
          availableSpots: spots,
        })
        return { classId: klass.id, scheduleId: schedule.id }
      },
      importBooking: (scheduleId) =>
        create('bookings', {
          schedule: scheduleId,
          status: 'confirmed',
          source: 'import',
          classType: 'adult',
          contactFirstName: 'Pat',
          contactLastName: 'Lee',
          contactEmail: 'pat.lee@example.com',
          contactPhone: '9255550199',
          participantCount: 2,
          seats: 2,
          totalCents: 15000,
        }),
    }
    await provide(api)
    await removeAll(context, headers, created)
    await context.dispose()
  },
})

export { expect }
