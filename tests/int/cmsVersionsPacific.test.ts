import { formatInTimeZone } from 'date-fns-tz'
import { createLocalReq, Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { versionChanges } from '@/components/cms/versions/versionChanges'
import { seedPages } from '@/seed/pages'
import { documentVersions } from '@/server/versions/documentVersions'

import { makeUser, type TestUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let owner: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
  // As pages.test.ts seeds them (whichever runs first, the other finds the same pages).
  await seedPages({ payload, req: () => ({}) }, { demo: true })
})

describe('a page\'s versions in /cms', () => {
  it('are listed newest first in Pacific time, and compare finds exactly the owner\'s edit', async () => {
    const [page] = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 0, overrideAccess: true })).docs
    await payload.update({ collection: 'pages', id: page.id, data: { hero: { ...page.hero, title: 'A Draft Title' } }, draft: true, user: owner, overrideAccess: false })

    const versions = await documentVersions(await createLocalReq({ user: owner }, payload), 'pages', page.id)
    const [draft, before] = versions
    expect(draft).toMatchObject({ status: 'Draft', latest: true, savedAtPacific: formatInTimeZone(draft.savedAt, 'America/Los_Angeles', 'EEE, MMM d, yyyy, h:mm:ss a') })
    expect(before.status).toBe('Published')
    expect(versions.map((v) => v.savedAt)).toEqual(versions.map((v) => v.savedAt).sort().reverse())

    const changes = versionChanges(payload.collections.pages.config.fields, before.version, draft.version)
    expect(changes).toEqual([{ path: 'hero.title', label: 'Hero › Title', from: page.hero.title, to: 'A Draft Title' }])

    await payload.restoreVersion({ collection: 'pages', id: String(before.id), user: owner, overrideAccess: false })
  })

  it('are not read for a visitor', async () => {
    const [page] = (await payload.find({ collection: 'pages', limit: 1, depth: 0, overrideAccess: true })).docs
    await expect(documentVersions(await createLocalReq({}, payload), 'pages', page.id)).rejects.toThrow(Forbidden)
  })
})
