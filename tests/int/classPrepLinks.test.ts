import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { prepLinkClasses } from '@/server/admin/prepLinks'

import { makeClass, makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let instructor: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  await makeUser(payload, 'owner') // the first account always becomes the owner
  instructor = await makeUser(payload, 'instructor')
})

describe('/admin/class-prep-links classes', () => {
  it('leaves out classes that are inactive (their prep page is not found) and cancelled ones', async () => {
    const active = await makeSchedule(payload)
    const inactive = await makeSchedule(payload, { class: (await makeClass(payload, { isActive: false })).id })
    const cancelled = await makeSchedule(payload, { isCancelled: true })
    const ids = (await prepLinkClasses(payload, instructor, new Date())).map((c) => c.id)
    expect(ids).toContain(active.id)
    expect(ids).not.toContain(inactive.id)
    expect(ids).not.toContain(cancelled.id)
  })

  it('gives an organizer booking page only to community classes booked on this site', async () => {
    const community = (bookingMethod: 'swsd website' | 'contact') =>
      makeClass(payload, { type: 'community-mother-daughter', bookingMethod }).then((c) => makeSchedule(payload, { class: c.id }))
    const online = await community('swsd website')
    const contactOnly = await community('contact')
    const byId = new Map((await prepLinkClasses(payload, instructor, new Date())).map((c) => [c.id, c.organizerPath]))
    expect(byId.get(online.id)).toBe(`/book-community-md/${online.id}`)
    expect(byId.has(contactOnly.id)).toBe(true)
    expect(byId.get(contactOnly.id)).toBeNull()
  })
})
