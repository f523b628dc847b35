import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { pacificDate } from '@/domain/time/pacific'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { PrivateSession } from '@/payload-types'
import { attendanceSelection } from '@/server/admin/attendanceSelection'
import { privateRosters } from '@/server/admin/privateRoster'
import { markAttendance } from '@/server/admin/roster'
import { openDepositCheckout } from '@/server/privateSessions/payDeposit'
import { addPrivateParticipant, joinPathOf, joinPrivateSession, removePrivateParticipant } from '@/server/privateSessions/privateParticipants'
import { signPrivateWaiver } from '@/server/privateSessions/signPrivateWaiver'
import { privateLink } from '@/server/privateSessions/privateLink'

import { makeUser, type TestUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let owner: TestUser
beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
  await payload.create({ collection: 'waiver-versions', data: { text: 'Private waiver text.' }, user: owner, overrideAccess: false })
})

const HOUR = 3_600_000
const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR)
const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (error: AppError) => error)

/** A confirmed session (the demo deposit, without Stripe) of `participants` people, and its organizer's and join tokens. */
async function confirmedSession(instructorId: number, { participants = 2, days = 30 } = {}) {
  const start = inDays(days)
  const proposal = await payload.create({
    collection: 'private-sessions',
    data: {
      status: 'proposal-sent',
      program: 'private',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
      meetingKind: 'park',
      meetingAddress: '1 Heather Farm Rd, Walnut Creek',
      instructor: instructorId,
      participants,
      pricing: 'flat',
      priceCents: 30_000,
      openUntil: inDays(5).toISOString(),
      organizerName: 'Pat Organizer',
      organizerEmail: `pat-${Math.random().toString(36).slice(2, 8)}@example.com`,
      startTime_tz: 'America/Los_Angeles',
      endTime_tz: 'America/Los_Angeles',
      openUntil_tz: 'America/Los_Angeles',
    },
    overrideAccess: true,
  })
  const email = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `private-proposal:${proposal.id}` } }, overrideAccess: true })).docs[0]
  const token = /\/private-sessions\/([A-Za-z0-9_-]{43})/.exec(email.text ?? '')![1]
  await openDepositCheckout(payload, token, { accepted: true, now: new Date(), stripe: null })
  const session = (await privateLink('organizer').sessionOf(payload, token)) as PrivateSession
  const joinToken = (await joinPathOf(payload, session)).split('/').pop()!
  return { session, token, joinToken }
}

const adult = { firstName: 'Ada', lastName: 'Lee', ageGroup: '16+' }
const child = { firstName: 'Kit', lastName: 'Lee', ageGroup: 'Under 12' }
const today = () => pacificDate(new Date())

describe('participants of a private session', () => {
  it('are added through the organizer link and the join link, up to the expected number; more is refused', async () => {
    const instructor = await makeUser(payload, 'instructor')
    const { session, token, joinToken } = await confirmedSession(instructor.id, { participants: 2 })
    const first = await addPrivateParticipant(payload, token, adult)
    const second = await joinPrivateSession(payload, joinToken, child, { address: '203.0.113.9' })
    expect([relationId(first.privateSession), relationId(second.privateSession)]).toEqual([session.id, session.id])
    expect(first).toMatchObject({ firstName: 'Ada', booking: null, schedule: null, isPrimaryContact: true })
    const full = await refusal(addPrivateParticipant(payload, token, { ...adult, firstName: 'Bo' }))
    expect(full.message).toBe('This session is booked for 2 participants. To add more, please contact us: the owner can change the number.')
    await removePrivateParticipant(payload, token, second.id)
    expect((await payload.find({ collection: 'participants', where: { privateSession: { equals: session.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it("refuses a join token for another session's organizer link, and the organizer token as a join link", async () => {
    const instructor = await makeUser(payload, 'instructor')
    const a = await confirmedSession(instructor.id, { days: 31 })
    const b = await confirmedSession(instructor.id, { days: 33 })
    expect((await privateLink('join').sessionOf(payload, a.joinToken))?.id).toBe(a.session.id)
    expect(await privateLink('organizer').sessionOf(payload, a.joinToken)).toBeNull()
    expect(await privateLink('join').sessionOf(payload, a.token)).toBeNull()
    expect((await refusal(joinPrivateSession(payload, a.token, adult, {}))).code).toBe('NOT_FOUND')
    // The join link adds to its own session only: never to another one, whatever the participant asks.
    const joined = await joinPrivateSession(payload, b.joinToken, adult, {})
    expect(relationId(joined.privateSession)).toBe(b.session.id)
    // And a participant of one session cannot be removed or signed for through another's links.
    expect((await refusal(removePrivateParticipant(payload, a.token, joined.id))).message).toBe('That participant is not on this session.')
    const signing = { participantId: joined.id, signerName: 'Ada Lee', relationship: 'Self', signedDate: today(), typedSignature: 'Ada Lee', agreed: true }
    expect((await refusal(signPrivateWaiver(payload, { ...signing, token: a.joinToken, link: 'join' }))).message).toBe('That participant is not on this session.')
  })

  it('records waiver signatures against the session and its participant, a guardian for a child, once', async () => {
    const instructor = await makeUser(payload, 'instructor')
    const { session, token, joinToken } = await confirmedSession(instructor.id)
    const kid = await addPrivateParticipant(payload, token, child)
    const base = { token, participantId: kid.id, signedDate: today(), agreed: true }
    const selfSigned = await refusal(signPrivateWaiver(payload, { ...base, signerName: 'Kit Lee', relationship: 'Self', typedSignature: 'Kit Lee' }))
    expect(selfSigned.message).toMatch(/under 16: a parent or legal guardian signs/)
    const signed = await signPrivateWaiver(payload, { ...base, signerName: 'Mo Lee', relationship: 'Mother', typedSignature: 'Mo Lee' }, { address: '198.51.100.4' })
    expect(signed.alreadySigned).toBe(false)
    const record = await payload.findByID({ collection: 'waiver-signatures', id: signed.signatureId, depth: 0, overrideAccess: true })
    expect(record).toMatchObject({ privateSession: session.id, participant: kid.id, booking: null, participantName: 'Kit Lee', signerName: 'Mo Lee', relationship: 'Mother', waiverText: 'Private waiver text.', signerAddress: '198.51.100.4' })
    const again = await signPrivateWaiver(payload, { ...base, signerName: 'Mo Lee', relationship: 'Mother', typedSignature: 'Mo Lee' })
    expect(again).toEqual({ signatureId: signed.signatureId, alreadySigned: true })

    const joined = await joinPrivateSession(payload, joinToken, adult, {})
    const viaJoin = await signPrivateWaiver(payload, { token: joinToken, link: 'join', joinerKey: joined.joinerKey, participantId: joined.id, signerName: 'Ada Lee', relationship: 'Self', signedDate: today(), typedSignature: 'Ada Lee', agreed: true })
    expect(viaJoin.alreadySigned).toBe(false)
  })

  it("refuses the join link's signature for another participant: the one who joined signs only their own; the organizer's link signs for anyone", async () => {
    const instructor = await makeUser(payload, 'instructor')
    const { session, token, joinToken } = await confirmedSession(instructor.id, { participants: 3 })
    const organizers = await addPrivateParticipant(payload, token, adult)
    const bea = await joinPrivateSession(payload, joinToken, { firstName: 'Bea', lastName: 'Park', ageGroup: '16+' }, {})
    const cy = await joinPrivateSession(payload, joinToken, { firstName: 'Cy', lastName: 'Park', ageGroup: '16+' }, {})
    const signs = (participantId: number, name: string) => ({ participantId, signerName: name, relationship: 'Self', signedDate: today(), typedSignature: name, agreed: true })
    const ownOnly = 'Through the join link you can sign only for the participant you added. The organizer signs for the others from the session page.'
    // Bea's key, for the organizer's participant and for Cy; no key at all; a forged key naming Cy.
    for (const attempt of [
      { ...signs(organizers.id, 'Ada Lee'), joinerKey: bea.joinerKey },
      { ...signs(cy.id, 'Cy Park'), joinerKey: bea.joinerKey },
      signs(cy.id, 'Cy Park'),
      { ...signs(cy.id, 'Cy Park'), joinerKey: `${cy.id}.${bea.joinerKey.split('.')[1]}` },
    ]) {
      const refused = await refusal(signPrivateWaiver(payload, { ...attempt, token: joinToken, link: 'join' }))
      expect([refused.code, refused.message]).toEqual(['ACTION_NOT_ALLOWED', ownOnly])
    }
    expect((await payload.count({ collection: 'waiver-signatures', where: { privateSession: { equals: session.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await signPrivateWaiver(payload, { ...signs(bea.id, 'Bea Park'), token: joinToken, link: 'join', joinerKey: bea.joinerKey })).alreadySigned).toBe(false)
    expect((await signPrivateWaiver(payload, { ...signs(cy.id, 'Cy Park'), token, link: 'organizer' })).alreadySigned).toBe(false)
    const signed = await payload.find({ collection: 'waiver-signatures', where: { privateSession: { equals: session.id } }, depth: 0, overrideAccess: true })
    expect(signed.docs.map((s) => s.participant).sort()).toEqual([bea.id, cy.id].sort())
  })
})

describe('the roster and attendance', () => {
  it("lists the instructor's own confirmed sessions with their participants and waivers; attendance is marked", async () => {
    const instructor = await makeUser(payload, 'instructor')
    const other = await makeUser(payload, 'instructor')
    const { session, token } = await confirmedSession(instructor.id, { days: 2 })
    const ada = await addPrivateParticipant(payload, token, adult)
    await signPrivateWaiver(payload, { token, participantId: ada.id, signerName: 'Ada Lee', relationship: 'Self', signedDate: today(), typedSignature: 'Ada Lee', agreed: true })
    const kit = await addPrivateParticipant(payload, token, child)

    const own = await attendanceSelection(payload, instructor, undefined, new Date(), String(session.id))
    expect(own.kind === 'class' && own.selected).toMatchObject({ id: session.id, privateSession: true, place: '1 Heather Farm Rd, Walnut Creek' })
    expect(own.kind === 'class' && own.classes.some((c) => c.privateSession && c.id === session.id)).toBe(true)
    const theirs = await attendanceSelection(payload, other, undefined, new Date(), String(session.id))
    expect(theirs.kind).toBe('unknown')
    const all = await attendanceSelection(payload, owner, undefined, new Date(), String(session.id))
    expect(all.kind).toBe('class')

    const roster = (await privateRosters(payload, instructor, [session.id])).get(session.id) ?? []
    expect(roster.map((e) => [e.firstName, e.waiver.status])).toEqual([
      ['Ada', 'signed'],
      ['Kit', 'not signed'],
    ])
    expect((await privateRosters(payload, other, [session.id])).get(session.id)).toEqual([])

    const saved = await markAttendance(payload, instructor, { privateSessionId: session.id, attendanceRecords: [{ participantId: ada.id, attendance: 'Present' }, { participantId: kit.id, attendance: 'Absent' }] })
    expect(saved).toEqual([
      { participantId: ada.id, attendance: 'Present' },
      { participantId: kit.id, attendance: 'Absent' },
    ])
    expect((await payload.findByID({ collection: 'participants', id: ada.id, overrideAccess: true })).attendance).toBe('Present')
    await expect(markAttendance(payload, instructor, { classScheduleId: 999999, attendanceRecords: [{ participantId: ada.id, attendance: 'Present' }] })).rejects.toThrow(/not registered/)
  })
})

describe('access', () => {
  it('no participant, signature or session is readable anonymously through REST', async () => {
    const instructor = await makeUser(payload, 'instructor')
    const { token } = await confirmedSession(instructor.id, { days: 35 })
    await addPrivateParticipant(payload, token, adult)
    for (const slug of ['participants', 'waiver-signatures', 'private-sessions']) {
      const response = await rest(`/api/${slug}?where[privateSession][exists]=true`)
      expect(response.status, slug).toBe(403)
    }
  })
})
