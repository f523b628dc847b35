import { type CollectionSlug, Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeBooking, makeClass, makeSchedule, makeUser, TEST_BUSINESS_NAME, type TestUser } from '../helpers/factories'
import { graphql, rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

type Who = 'anonymous' | 'instructor' | 'owner'
type Read = 'all' | 'public only' | 'none'
type Write = 'all' | 'none' | 'attendance only'
type Id = number

interface CollectionCase {
  slug: CollectionSlug
  /** One document anonymous visitors may see (if any) and one they may not. */
  fixture: () => Promise<{ visible?: Id; hidden: Id }>
  newDoc: () => Promise<Record<string, unknown>>
  change: Record<string, unknown>
  read: Record<Who, Read>
  write: Record<Who, Write>
}

const ownerWrites: Record<Who, Write> = { anonymous: 'none', instructor: 'none', owner: 'all' }
const publicRead: Record<Who, Read> = { anonymous: 'public only', instructor: 'all', owner: 'all' }
const staffRead: Record<Who, Read> = { anonymous: 'none', instructor: 'all', owner: 'all' }
const ownerRead: Record<Who, Read> = { anonymous: 'none', instructor: 'none', owner: 'all' }

let payload: Payload
let users: Record<Exclude<Who, 'anonymous'>, TestUser>
const as = (who: Who) => (who === 'anonymous' ? {} : { user: users[who] })
const system = { overrideAccess: true } as const

const lexical = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})

beforeAll(async () => {
  payload = await getTestPayload()
  const owner = await makeUser(payload, 'owner')
  users = { owner, instructor: await makeUser(payload, 'instructor') }
})

const cases = (): CollectionCase[] => [
  {
    slug: 'classes',
    fixture: async () => ({
      visible: (await makeClass(payload)).id,
      hidden: (await makeClass(payload, { isActive: false })).id,
    }),
    newDoc: async () => ({ name: 'New', type: 'public-adult-teen', bookingMethod: 'contact', priceCents: 100 }),
    change: { name: 'Renamed' },
    read: publicRead,
    write: ownerWrites,
  },
  {
    slug: 'schedules',
    fixture: async () => {
      const inactiveClass = await makeClass(payload, { isActive: false })
      const hidden = await makeSchedule(payload, { isCancelled: true })
      await makeSchedule(payload, { class: inactiveClass.id })
      return { visible: (await makeSchedule(payload)).id, hidden: hidden.id }
    },
    newDoc: async () => ({ class: (await makeClass(payload)).id, date: '2030-01-05', availableSpots: 5 }),
    change: { availableSpots: 3 },
    read: publicRead,
    write: ownerWrites,
  },
  {
    slug: 'bookings',
    fixture: async () => ({ hidden: (await makeBooking(payload)).booking.id }),
    newDoc: async () => ({
      schedule: (await makeSchedule(payload)).id,
      classType: 'adult',
      contactFirstName: 'A',
      contactLastName: 'B',
      contactEmail: 'a@example.com',
      participantCount: 1,
      seats: 1,
      totalCents: 7500,
    }),
    change: { contactPhone: '9255550199' },
    read: staffRead,
    write: ownerWrites,
  },
  {
    slug: 'participants',
    fixture: async () => ({ hidden: (await makeBooking(payload)).participant.id }),
    newDoc: async () => {
      const { booking } = await makeBooking(payload)
      return { booking: booking.id, schedule: booking.schedule, firstName: 'C', lastName: 'D', ageGroup: '16+' }
    },
    change: { firstName: 'Changed' },
    read: staffRead,
    write: { ...ownerWrites, instructor: 'attendance only' },
  },
  {
    slug: 'testimonials',
    fixture: async () => ({
      visible: (await payload.create({ collection: 'testimonials', data: { name: 'Pub', content: 'Great', isPublished: true }, ...system })).id,
      hidden: (await payload.create({ collection: 'testimonials', data: { name: 'Draft', content: 'Soon' }, ...system })).id,
    }),
    newDoc: async () => ({ name: 'New', content: 'Nice' }),
    change: { content: 'Edited' },
    read: publicRead,
    write: ownerWrites,
  },
  {
    slug: 'faq-categories',
    fixture: async () => ({
      visible: (await payload.create({ collection: 'faq-categories', data: { name: 'Active' }, ...system })).id,
      hidden: (await payload.create({ collection: 'faq-categories', data: { name: 'Off', isActive: false }, ...system })).id,
    }),
    newDoc: async () => ({ name: 'New' }),
    change: { name: 'Edited' },
    read: publicRead,
    write: ownerWrites,
  },
  {
    slug: 'faqs',
    fixture: async () => ({
      visible: (await payload.create({ collection: 'faqs', data: { question: 'Q1?', answer: lexical('A'), isPublished: true }, ...system })).id,
      hidden: (await payload.create({ collection: 'faqs', data: { question: 'Q2?', answer: lexical('B') }, ...system })).id,
    }),
    newDoc: async () => ({ question: 'New?', answer: lexical('Yes') }),
    change: { question: 'Edited?' },
    read: publicRead,
    write: ownerWrites,
  },
  {
    slug: 'form-submissions',
    fixture: async () => ({
      hidden: (
        await payload.create({
          collection: 'form-submissions',
          data: {
            formType: 'Private Training',
            firstName: 'E',
            lastName: 'F',
            email: 'e@example.com',
            phone: '9255550100',
            city: 'Concord',
            state: 'CA',
            webRequestDetails: 'Family of four',
          },
          ...system,
        })
      ).id,
    }),
    newDoc: async () => ({
      formType: 'Workplace Safety',
      firstName: 'G',
      lastName: 'H',
      email: 'g@example.com',
      phone: '9255550101',
      city: 'Concord',
      state: 'CA',
      webRequestDetails: 'Team of 20',
    }),
    change: { city: 'Lafayette' },
    read: ownerRead,
    write: ownerWrites,
  },
  {
    slug: 'emails',
    fixture: async () => ({
      hidden: (await payload.create({ collection: 'emails', data: { to: 'x@example.com', subject: 'Hi', kind: 'other', status: 'Queued' }, ...system })).id,
    }),
    newDoc: async () => ({ to: 'y@example.com', subject: 'Hello' }),
    change: { status: 'Sent' },
    read: ownerRead,
    write: ownerWrites,
  },
]

const ids = (docs: { id: Id }[]) => docs.map((doc) => doc.id)

describe.each(['anonymous', 'instructor', 'owner'] as const)('as %s', (who) => {
  describe.each(cases().map((c) => [c.slug, c] as const))('%s', (_slug, c) => {
    it(`reads ${c.read[who] === 'none' ? 'nothing' : c.read[who]}`, async () => {
      const { visible, hidden } = await c.fixture()
      const find = () => payload.find({ collection: c.slug, ...as(who), overrideAccess: false, limit: 0, depth: 0 })
      if (c.read[who] === 'none') {
        await expect(find()).rejects.toThrow(/not allowed/i)
        await expect(
          payload.findByID({ collection: c.slug, id: hidden, ...as(who), overrideAccess: false }),
        ).rejects.toThrow(Forbidden)
        return
      }
      const found = ids((await find()).docs)
      if (visible) expect(found).toContain(visible)
      if (c.read[who] === 'all') expect(found).toContain(hidden)
      else expect(found).not.toContain(hidden)
    })

    it(`writes: ${c.write[who]}`, async () => {
      const { hidden } = await c.fixture()
      const attempt = {
        create: async () => payload.create({ collection: c.slug, data: (await c.newDoc()) as never, ...as(who), overrideAccess: false }),
        update: () => payload.update({ collection: c.slug, id: hidden, data: c.change as never, ...as(who), overrideAccess: false }),
        delete: () => payload.delete({ collection: c.slug, id: hidden, ...as(who), overrideAccess: false }),
      }
      if (c.write[who] === 'all') {
        await expect(attempt.create()).resolves.toHaveProperty('id')
        await expect(attempt.update()).resolves.toMatchObject(c.change)
        await expect(attempt.delete()).resolves.toHaveProperty('id', hidden)
        return
      }
      const before = await payload.findByID({ collection: c.slug, id: hidden, depth: 0, ...system })
      await expect(attempt.create()).rejects.toThrow(/not allowed/i)
      if (c.write[who] === 'none') await expect(attempt.update()).rejects.toThrow(Forbidden)
      else await expect(attempt.update()).resolves.not.toMatchObject(c.change)
      await expect(attempt.delete()).rejects.toThrow(Forbidden)
      const after = await payload.findByID({ collection: c.slug, id: hidden, depth: 0, ...system })
      expect({ ...after, updatedAt: undefined }).toEqual({ ...before, updatedAt: undefined })
    })
  })
})

describe('participants as instructor', () => {
  it('changes attendance but no other field', async () => {
    const { participant } = await makeBooking(payload)
    const updated = await payload.update({
      collection: 'participants',
      id: participant.id,
      data: { attendance: 'Present', firstName: 'Mallory', ageGroup: 'Under 12' },
      user: users.instructor,
      overrideAccess: false,
    })
    expect(updated.attendance).toBe('Present')
    expect(updated.firstName).toBe(participant.firstName)
    expect(updated.ageGroup).toBe(participant.ageGroup)
  })
})

describe('users', () => {
  it('anonymous visitors read no accounts', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('an instructor reads only their own account and cannot promote themselves', async () => {
    const { docs } = await payload.find({ collection: 'users', user: users.instructor, overrideAccess: false, limit: 0 })
    expect(ids(docs)).toEqual([users.instructor.id])
    const updated = await payload.update({
      collection: 'users',
      id: users.instructor.id,
      data: { role: 'owner', name: 'Still instructor' },
      user: users.instructor,
      overrideAccess: false,
    })
    expect(updated.role).toBe('instructor')
    expect(updated.name).toBe('Still instructor')
    await expect(
      payload.update({ collection: 'users', id: users.owner.id, data: { name: 'x' }, user: users.instructor, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
  })

  it('an instructor cannot create or delete accounts; the owner can', async () => {
    const data = { email: 'new-instructor@test.example', password: 'pw-123456789', role: 'instructor' as const }
    await expect(payload.create({ collection: 'users', data, user: users.instructor, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'users', id: users.owner.id, user: users.instructor, overrideAccess: false })).rejects.toThrow(Forbidden)
    const created = await payload.create({ collection: 'users', data, user: users.owner, overrideAccess: false })
    expect(created.role).toBe('instructor')
    await expect(payload.delete({ collection: 'users', id: created.id, user: users.owner, overrideAccess: false })).resolves.toHaveProperty('id')
  })

  it('only owners may enter /cms', async () => {
    const canEnter = async (user?: TestUser) => {
      const access = payload.collections.users.config.access.admin
      return access?.({ req: { user, payload } as never })
    }
    expect(await canEnter(users.owner)).toBe(true)
    expect(await canEnter(users.instructor)).toBe(false)
    expect(await canEnter(undefined)).toBe(false)
  })
})

describe('site settings and media', () => {
  it('anyone reads site settings; only the owner changes them', async () => {
    await expect(payload.findGlobal({ slug: 'site-settings', overrideAccess: false })).resolves.toBeDefined()
    for (const who of ['anonymous', 'instructor'] as const) {
      await expect(
        payload.updateGlobal({ slug: 'site-settings', data: { phone: '000' }, ...as(who), overrideAccess: false }),
      ).rejects.toThrow(Forbidden)
    }
    const updated = await payload.updateGlobal({
      slug: 'site-settings',
      data: { businessName: TEST_BUSINESS_NAME, phone: '(925) 555-0100', email: 'test@example.com' },
      user: users.owner,
      overrideAccess: false,
    })
    expect(updated.phone).toBe('(925) 555-0100')
  })

  it('anyone reads media; only the owner uploads', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const file = { data: png, mimetype: 'image/png', name: 'dot.png', size: png.length }
    await expect(
      payload.create({ collection: 'media', data: { alt: 'dot' }, file, user: users.instructor, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    const media = await payload.create({ collection: 'media', data: { alt: 'dot' }, file, user: users.owner, overrideAccess: false })
    const { docs } = await payload.find({ collection: 'media', overrideAccess: false })
    expect(ids(docs)).toContain(media.id)
    await payload.delete({ collection: 'media', id: media.id, ...system })
  })
})

describe('over HTTP', () => {
  const privateSlugs = ['bookings', 'participants', 'form-submissions', 'emails', 'users'] as const

  it.each(privateSlugs)('REST refuses anonymous reads of %s', async (slug) => {
    const response = await rest(`/api/${slug}`)
    expect(response.status).toBe(403)
  })

  it('REST shows anonymous visitors only active classes', async () => {
    const active = await makeClass(payload)
    const inactive = await makeClass(payload, { isActive: false })
    const list = await (await rest('/api/classes?limit=0&depth=0')).json()
    expect(ids(list.docs)).toContain(active.id)
    expect(ids(list.docs)).not.toContain(inactive.id)
    expect((await rest(`/api/classes/${inactive.id}`)).status).toBe(404)
  })

  it('REST lets an instructor read bookings with a token, and refuses the instructor on form submissions', async () => {
    const { booking } = await makeBooking(payload)
    const token = await tokenFor(payload, users.instructor)
    const list = await (await rest('/api/bookings?limit=0&depth=0', { token })).json()
    expect(ids(list.docs)).toContain(booking.id)
    expect((await rest('/api/form-submissions', { token })).status).toBe(403)
  })

  it("the owner's saved filter 'Needs review' lists bookings in review; nobody else reads saved filters", async () => {
    const presets = await (await rest('/api/payload-query-presets?depth=0', { token: await tokenFor(payload, users.owner) })).json()
    const preset = presets.docs.find((p: { title: string }) => p.title === 'Needs review')
    expect(preset).toMatchObject({ relatedCollection: 'bookings', where: { or: [{ and: [{ status: { equals: 'needs-review' } }] }] } })
    const { booking } = await makeBooking(payload, { status: 'needs-review' })
    const found = await payload.find({ collection: 'bookings', where: preset.where, depth: 0, limit: 0, overrideAccess: true })
    expect(ids(found.docs)).toContain(booking.id)
    expect(found.docs.every((b) => b.status === 'needs-review')).toBe(true)
    expect((await rest('/api/payload-query-presets')).status).toBe(403)
    expect((await rest('/api/payload-query-presets', { token: await tokenFor(payload, users.instructor) })).status).toBe(403)
  })

  it('REST refuses anonymous writes', async () => {
    const response = await rest('/api/form-submissions', {
      method: 'POST',
      body: JSON.stringify({ formType: 'Private Training', firstName: 'x' }),
    })
    expect(response.status).toBe(403)
  })

  it.each([
    ['Bookings', 'bookingNumber'],
    ['Participants', 'firstName'],
    ['FormSubmissions', 'email'],
    ['Emails', 'to'],
    ['Users', 'email'],
  ])('GraphQL refuses anonymous reads of %s', async (query, field) => {
    await makeBooking(payload)
    const result = await graphql(`{ ${query} { docs { id ${field} } } }`)
    expect(result.errors?.length).toBeGreaterThan(0)
    expect((result.data?.[query] as { docs?: unknown[] } | null)?.docs ?? []).toHaveLength(0)
  })
})
