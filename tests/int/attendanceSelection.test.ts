import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { attendanceSelection } from '@/server/admin/attendanceSelection'

import { makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let instructor: TestUser
const DAY = 86400_000

beforeAll(async () => {
  payload = await getTestPayload()
  await makeUser(payload, 'owner') // the first account always becomes the owner
  instructor = await makeUser(payload, 'instructor')
})

const classAt = (daysFromNow: number, data: { isCancelled?: boolean } = {}) => {
  const start = new Date(Date.now() + daysFromNow * DAY)
  return makeSchedule(payload, { startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * 3600_000).toISOString(), ...data })
}

describe('the class /admin/attendance shows', () => {
  it('is a cancelled class when the query names it, with a note, added to the class list', async () => {
    await classAt(3)
    const cancelled = await classAt(5, { isCancelled: true })
    const view = await attendanceSelection(payload, instructor, String(cancelled.id), new Date())
    expect(view.kind).toBe('class')
    if (view.kind !== 'class') return
    expect(view.selected.id).toBe(cancelled.id)
    expect(view.selected.isCancelled).toBe(true)
    expect(view.note).toMatch(/^This class is cancelled\./)
    expect(view.classes.map((c) => c.id)).toContain(cancelled.id)
  })

  it('is a class older than 42 days when the query names it, with a note', async () => {
    const old = await classAt(-60)
    const view = await attendanceSelection(payload, instructor, String(old.id), new Date())
    expect(view).toMatchObject({ kind: 'class', selected: { id: old.id } })
    if (view.kind === 'class') expect(view.note).toMatch(/^This class was more than 42 days ago\./)
  })

  it('is the named class without a note when it is in the list', async () => {
    const listed = await classAt(-10)
    const view = await attendanceSelection(payload, instructor, String(listed.id), new Date())
    expect(view).toMatchObject({ kind: 'class', selected: { id: listed.id }, note: null })
  })

  it('is no class at all, reported, for an id that names none', async () => {
    expect(await attendanceSelection(payload, instructor, '99999999', new Date())).toEqual({ kind: 'unknown', requested: '99999999' })
    expect(await attendanceSelection(payload, instructor, 'abc', new Date())).toEqual({ kind: 'unknown', requested: 'abc' })
  })

  it('is the first class on or after today when none is named', async () => {
    const view = await attendanceSelection(payload, instructor, undefined, new Date())
    expect(view.kind).toBe('class')
    if (view.kind === 'class') {
      expect(view.note).toBeNull()
      expect(view.selected.isCancelled).toBe(false)
      expect(new Date(view.selected.startTime!).getTime()).toBeGreaterThan(Date.now() - DAY)
    }
  })
})
