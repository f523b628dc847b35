import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { HISTORY } from '@/domain/manage/historyActions'
import { pacificDate } from '@/domain/time/pacific'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import { confirmationEmail } from '@/domain/email/bookingEmails'
import { importBookings } from '@/server/admin/importBookings'
import { rosters } from '@/server/admin/roster'
import { manageTokenOf, manageUrlOf } from '@/server/bookings/manageToken'
import { loadBookingForEmail } from '@/server/email/bookingEmailData'
import { sendWaiverReminders } from '@/server/waivers/waiverReminders'
import { signWaiver } from '@/server/manage/signWaiver'

import { makeBooking, makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'
import { pdfText } from '../helpers/pdfText'

let payload: Payload
let owner: TestUser
let instructor: TestUser
const now = new Date()
const today = pacificDate(now)
const ADDRESS = '203.0.113.9'

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
  instructor = await makeUser(payload, 'instructor')
})

const writeWaiver = (text: string) => payload.create({ collection: 'waiver-versions', data: { text }, user: owner, overrideAccess: false })

const manageUrl = async (bookingId: number) => manageUrlOf(await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true }))

const tokenOf = async (bookingId: number) =>
  manageTokenOf((await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true })).manageTokenNonce!)

/** A confirmed mother-daughter booking: the mother (primary) and one daughter. */
async function motherAndDaughter() {
  const { booking, participant: mother } = await makeBooking(payload, { classType: 'mother-daughter', participantCount: 2, seats: 2, contactFirstName: 'Maria', contactLastName: 'Lopez' })
  await payload.update({ collection: 'participants', id: mother.id, data: { firstName: 'Maria', lastName: 'Lopez' }, overrideAccess: true })
  const daughter = await payload.create({
    collection: 'participants',
    data: { booking: booking.id, schedule: relationId(booking.schedule), firstName: 'Ana', lastName: 'Lopez', ageGroup: '12-15', attendance: 'Not Recorded' },
    overrideAccess: true,
  })
  return { booking, mother, daughter, token: await tokenOf(booking.id) }
}

const guardianSigns = (token: string, participantId: number, extra: Record<string, unknown> = {}) =>
  signWaiver(
    payload,
    { token, participantId, signerName: 'Maria Lopez', relationship: 'Mother', signedDate: today, typedSignature: 'Maria Lopez', agreed: true, ...extra },
    { now, address: ADDRESS },
  )

const signaturesOf = async (bookingId: number) =>
  (await payload.find({ collection: 'waiver-signatures', where: { booking: { equals: bookingId } }, depth: 0, pagination: false, overrideAccess: true })).docs

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('waiver versions', () => {
  it('are written by the owner only, numbered by the server, and never edited', async () => {
    const before = (await payload.find({ collection: 'waiver-versions', sort: '-version', limit: 1, overrideAccess: true })).docs[0]?.version ?? 0
    const first = await writeWaiver('I take part at my own risk. Version A.')
    expect(first.version).toBe(before + 1)
    await expect(payload.create({ collection: 'waiver-versions', data: { text: 'x' }, user: instructor, overrideAccess: false })).rejects.toThrow(Forbidden)
    await expect(payload.update({ collection: 'waiver-versions', id: first.id, data: { text: 'changed' }, user: owner, overrideAccess: false })).rejects.toThrow(Forbidden)
  })
})

describe('signing', () => {
  it('a mother signs for herself and as guardian for her daughter; the record keeps text, version, time and address', async () => {
    const waiver = await writeWaiver('Self-defense training involves physical contact. Version B.')
    const { booking, mother, daughter, token } = await motherAndDaughter()
    expect(booking.waiverVersion).toBe(waiver.version)

    await signWaiver(payload, { token, participantId: mother.id, signerName: 'Maria Lopez', relationship: 'Self', signedDate: today, typedSignature: 'Maria Lopez', agreed: true }, { now, address: ADDRESS })
    const { alreadySigned } = await guardianSigns(token, daughter.id)
    expect(alreadySigned).toBe(false)

    const signatures = await signaturesOf(booking.id)
    expect(signatures).toHaveLength(2)
    const forDaughter = signatures.find((s) => s.participant === daughter.id)!
    expect(forDaughter).toMatchObject({
      participantName: 'Ana Lopez',
      signerName: 'Maria Lopez',
      relationship: 'Mother',
      waiverVersion: waiver.version,
      waiverText: waiver.text,
      signerAddress: ADDRESS,
      agreed: true,
      signedAt: now.toISOString(),
    })
    const history = await payload.find({ collection: 'booking-events', where: { booking: { equals: booking.id } }, pagination: false, overrideAccess: true })
    expect(history.docs.filter((e) => e.action === HISTORY.waiverSigned)).toHaveLength(2)
  })

  it('refuses a daughter signing for herself, an unticked "I agree", and a participant of another booking', async () => {
    await writeWaiver('Version C.')
    const { daughter, token } = await motherAndDaughter()
    const other = await motherAndDaughter()
    expect((await refusal(guardianSigns(token, daughter.id, { signerName: 'Ana Lopez', typedSignature: 'Ana Lopez', relationship: 'Self' }))).code).toBe('INVALID_INPUT')
    expect((await refusal(guardianSigns(token, daughter.id, { agreed: false }))).message).toBe('Please tick "I agree" to sign the waiver.')
    expect((await refusal(guardianSigns(token, other.daughter.id))).code).toBe('INVALID_INPUT')
    expect((await refusal(guardianSigns('x'.repeat(43), daughter.id))).code).toBe('MANAGE_LINK_INVALID')
    expect(await signaturesOf(other.booking.id)).toHaveLength(0)
  })

  it('stores one signature when the same participant is signed twice at once', async () => {
    const { booking, daughter, token } = await motherAndDaughter()
    const results = await Promise.all([guardianSigns(token, daughter.id), guardianSigns(token, daughter.id)])
    expect(results.map((r) => r.alreadySigned).sort()).toEqual([false, true])
    expect(await signaturesOf(booking.id)).toHaveLength(1)
  })

  it('is not offered before the booking is confirmed', async () => {
    const { booking, participant } = await makeBooking(payload, { status: 'held' })
    const error = await refusal(signWaiver(payload, { token: await tokenOf(booking.id), participantId: participant.id, signerName: 'Ada Lovelace', relationship: 'Self', signedDate: today, typedSignature: 'Ada Lovelace', agreed: true }, { now }))
    expect(error.code).toBe('ACTION_NOT_ALLOWED')
  })
})

describe('a new waiver text', () => {
  it('applies to bookings made after it; earlier bookings sign the version they were made with', async () => {
    const earlierVersion = (await writeWaiver('Version D.')).version
    const earlier = await motherAndDaughter()
    const later = (await writeWaiver('Version E: a new text.')).version
    const after = await motherAndDaughter()
    expect(earlier.booking.waiverVersion).toBe(earlierVersion)
    expect(after.booking.waiverVersion).toBe(later)

    await guardianSigns(earlier.token, earlier.daughter.id)
    await guardianSigns(after.token, after.daughter.id)
    const [old] = await signaturesOf(earlier.booking.id)
    const [current] = await signaturesOf(after.booking.id)
    expect(old).toMatchObject({ waiverVersion: earlierVersion, waiverText: 'Version D.' })
    expect(current).toMatchObject({ waiverVersion: later, waiverText: 'Version E: a new text.' })
  })

  it('a substitute in a signed place signs again', async () => {
    const { daughter, token, booking } = await motherAndDaughter()
    await guardianSigns(token, daughter.id)
    await payload.update({ collection: 'participants', id: daughter.id, data: { firstName: 'Eva' }, overrideAccess: true })
    expect((await guardianSigns(token, daughter.id)).alreadySigned).toBe(false)
    expect((await signaturesOf(booking.id)).map((s) => s.participantName).sort()).toEqual(['Ana Lopez', 'Eva Lopez'])
  })
})

describe("the signer's copy", () => {
  it('signing emails the contact the signed PDF, and the private link downloads it; nobody else can', async () => {
    await writeWaiver('Self-defense training involves physical contact. The copy.')
    const { booking, daughter, mother, token } = await motherAndDaughter()
    const { signatureId } = await guardianSigns(token, daughter.id)

    const emails = await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `waiver-signed:${signatureId}` } }, overrideAccess: true })
    expect(emails.docs).toHaveLength(1)
    const [copy] = emails.docs
    expect(copy).toMatchObject({ to: booking.contactEmail, subject: expect.stringMatching(/^Signed waiver: Ana Lopez, /) })
    expect(copy.text).toContain(`${await manageUrl(booking.id)}/waiver`)
    const [attachment] = copy.attachments as { filename: string; contentType: string; content: string; encoding: string }[]
    expect(attachment).toMatchObject({ contentType: 'application/pdf', encoding: 'base64', filename: expect.stringMatching(/\.pdf$/) })
    expect((await pdfText(new Uint8Array(Buffer.from(attachment.content, 'base64')))).join('\n')).toContain('Signed by: Maria Lopez (mother of the participant)')

    const download = await rest(`/api/manage-booking/signed-waiver?token=${token}&participant=${daughter.id}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect((await pdfText(new Uint8Array(await download.arrayBuffer()))).join('\n')).toContain('Participant: Ana Lopez')
    // Not signed yet: nothing to download. Another booking's participant, or a wrong link: nothing either.
    expect((await rest(`/api/manage-booking/signed-waiver?token=${token}&participant=${mother.id}`)).status).toBe(404)
    const other = await motherAndDaughter()
    expect((await rest(`/api/manage-booking/signed-waiver?token=${other.token}&participant=${daughter.id}`)).status).toBe(404)
    expect((await rest(`/api/manage-booking/signed-waiver?token=${'x'.repeat(43)}&participant=${daughter.id}`)).status).toBe(404)
  })

  it('a substitute is named as the one who must sign', async () => {
    await writeWaiver('Self-defense training involves physical contact. Substitutes.')
    const { daughter, mother, token } = await motherAndDaughter()
    await guardianSigns(token, daughter.id)
    const answer = await rest('/api/manage-booking/substitute', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        token,
        participants: [
          { participantId: mother.id, firstName: 'Maria', lastName: 'Lopez' },
          { participantId: daughter.id, firstName: 'Eva', lastName: 'Lopez', ageGroup: '12-15' },
        ],
      }),
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ changed: 1, mustSign: ['Eva Lopez'] })
  })

  it('refuses a signer name over the one limit, naming the field', async () => {
    await writeWaiver('Self-defense training involves physical contact. Limits.')
    const { daughter, token } = await motherAndDaughter()
    const error = await refusal(guardianSigns(token, daughter.id, { signerName: 'M'.repeat(102) }))
    expect(error.message).toBe('Your full name is too long (101 characters at most).')
  })
})

describe('access', () => {
  it('signatures and waiver versions are not readable anonymously, and nobody writes signatures through the API', async () => {
    const { daughter, token } = await motherAndDaughter()
    await guardianSigns(token, daughter.id)
    for (const slug of ['waiver-signatures', 'waiver-versions']) {
      const response = await rest(`/api/${slug}`)
      expect(response.status, slug).toBe(403)
    }
    const staff = await payload.find({ collection: 'waiver-signatures', user: instructor, overrideAccess: false })
    expect(staff.totalDocs).toBeGreaterThan(0)
    const ownerToken = await tokenFor(payload, owner)
    const created = await rest('/api/waiver-signatures', {
      method: 'POST',
      token: ownerToken,
      body: JSON.stringify({ participantName: 'X', signerName: 'X', relationship: 'Self', typedSignature: 'X', signedDate: today, signedAt: now.toISOString(), waiverVersion: 1, agreed: true, waiverText: 'x' }),
    })
    expect(created.status).toBe(403)
  })

  it("who signed, how and from which address are the owner's: an instructor's REST read shows only for whom and which version", async () => {
    await writeWaiver('Version F1.')
    const { booking, daughter, token } = await motherAndDaughter()
    const { signatureId } = await guardianSigns(token, daughter.id)
    const signerDetails = ['signerName', 'relationship', 'typedSignature', 'signedDate', 'signerAddress']

    const asOwner = await (await rest(`/api/waiver-signatures/${signatureId}?depth=0`, { token: await tokenFor(payload, owner) })).json()
    expect(asOwner).toMatchObject({ signerName: 'Maria Lopez', relationship: 'Mother', typedSignature: 'Maria Lopez', signedDate: today, signerAddress: ADDRESS })

    const instructorToken = await tokenFor(payload, instructor)
    const one = await (await rest(`/api/waiver-signatures/${signatureId}?depth=0`, { token: instructorToken })).json()
    expect(one).toMatchObject({ participant: daughter.id, participantName: 'Ana Lopez', booking: booking.id })
    for (const field of signerDetails) expect(one, field).not.toHaveProperty(field)
    const list = await (await rest(`/api/waiver-signatures?depth=0&where[booking][equals]=${booking.id}`, { token: instructorToken })).json()
    expect(list.docs).toHaveLength(1)
    for (const field of signerDetails) expect(list.docs[0], field).not.toHaveProperty(field)
    expect(JSON.stringify(list)).not.toContain(ADDRESS)
    // Nor can the address be found by asking about it.
    const probe = await rest(`/api/waiver-signatures?where[signerAddress][equals]=${ADDRESS}`, { token: instructorToken })
    expect(JSON.stringify(await probe.json())).not.toContain('Ana Lopez')

    // The roster endpoint the instructor screen reads says signed, and nothing of the signer.
    const roster = await rest(`/api/admin/class-roster?classScheduleId=${relationId(booking.schedule)}`, { token: instructorToken })
    expect(roster.status).toBe(200)
    const body = await roster.text()
    expect(JSON.parse(body).roster.find((e: { id: number }) => e.id === daughter.id).waiver).toEqual({ status: 'signed' })
    expect(body).not.toContain(ADDRESS)
    expect(body).not.toContain('Mother')
  })

  it('the PDF is for the owner only and carries the text, the names, the version and the address', async () => {
    const waiver = await writeWaiver('Version F: I understand the risks of training.')
    const { daughter, token } = await motherAndDaughter()
    const { signatureId } = await guardianSigns(token, daughter.id)
    const path = `/api/admin/waiver-pdf?signatureId=${signatureId}`

    expect((await rest(path)).status).toBe(401)
    expect((await rest(path, { token: await tokenFor(payload, instructor) })).status).toBe(403)
    const response = await rest(path, { token: await tokenFor(payload, owner) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n')
    expect(text).toContain(`Liability waiver, version ${waiver.version}`)
    expect(text).toContain('Version F: I understand the risks of training.')
    expect(text).toContain('Participant: Ana Lopez')
    expect(text).toContain('Signed by: Maria Lopez (mother of the participant)')
    expect(text).toContain(`Signer's network address: ${ADDRESS}`)
  })
})

describe('the roster', () => {
  it("shows each participant signed (the signature named to the owner only) or not signed, and bookings made before any waiver as not asked", async () => {
    await writeWaiver('Version G.')
    const { booking, mother, daughter, token } = await motherAndDaughter()
    const { signatureId } = await guardianSigns(token, daughter.id)
    const scheduleId = relationId(booking.schedule)
    // A booking made before any waiver existed: it recorded no version.
    const { booking: before, participant: unasked } = await makeBooking(payload, { schedule: scheduleId })
    await payload.update({ collection: 'bookings', id: before.id, data: { waiverVersion: null }, overrideAccess: true })

    const roster = (await rosters(payload, instructor, [scheduleId])).get(scheduleId)!
    const waiverOf = (id: number) => roster.find((e) => e.id === id)!.waiver
    expect(waiverOf(daughter.id)).toEqual({ status: 'signed' })
    expect(waiverOf(mother.id)).toEqual({ status: 'not signed' })
    expect(waiverOf(unasked.id)).toEqual({ status: 'not asked' })
    // The owner's roster names the signature, for its PDF.
    const ownersRoster = (await rosters(payload, owner, [scheduleId])).get(scheduleId)!
    expect(ownersRoster.find((e) => e.id === daughter.id)!.waiver).toEqual({ status: 'signed', signatureId })
  })
})

describe('emails', () => {
  it('the confirmation links to signing, and the reminder goes once, 48 hours before class, to bookings with someone unsigned', async () => {
    await writeWaiver('Version H.')
    const soon = await makeSchedule(payload, { startTime: new Date(now.getTime() + 30 * 3600_000).toISOString(), endTime: new Date(now.getTime() + 33 * 3600_000).toISOString() })
    const later = await makeSchedule(payload, { startTime: new Date(now.getTime() + 72 * 3600_000).toISOString(), endTime: new Date(now.getTime() + 75 * 3600_000).toISOString() })
    const unsigned = await makeBooking(payload, { schedule: soon.id })
    const allSigned = await makeBooking(payload, { schedule: soon.id })
    const notYet = await makeBooking(payload, { schedule: later.id })
    await signWaiver(
      payload,
      { token: await tokenOf(allSigned.booking.id), participantId: allSigned.participant.id, signerName: 'Ada Lovelace', relationship: 'Self', signedDate: today, typedSignature: 'Ada Lovelace', agreed: true },
      { now },
    )

    const loaded = await loadBookingForEmail(payload, unsigned.booking.id)
    expect(confirmationEmail(loaded!.data).text).toContain(`${await manageUrl(unsigned.booking.id)}/waiver`)

    const first = await sendWaiverReminders(payload, now)
    expect(first.reminded).toContain(unsigned.booking.id)
    expect(first.reminded).not.toContain(allSigned.booking.id)
    expect(first.reminded).not.toContain(notYet.booking.id)
    const emails = await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `waiver-reminder:${unsigned.booking.id}` } }, overrideAccess: true })
    expect(emails.docs).toHaveLength(1)
    expect(emails.docs[0]).toMatchObject({ kind: 'waiver-reminder', to: unsigned.booking.contactEmail, status: 'Queued' })
    expect(emails.docs[0].text).toContain('still to be signed for: Ada Lovelace')

    expect((await sendWaiverReminders(payload, now)).reminded).not.toContain(unsigned.booking.id)
  })
})

describe('imported bookings', () => {
  it('record the version in force when imported, and their registration email links to signing', async () => {
    const waiver = await writeWaiver('Version I.')
    const schedule = await makeSchedule(payload)
    const group = `W-${Math.random()}`
    await importBookings(payload, instructor, `bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId\n${group},Grace,Hopper,grace@example.com,,16+,${schedule.id}`, now)
    const { docs } = await payload.find({ collection: 'bookings', where: { externalGroupId: { equals: group } }, depth: 0, overrideAccess: true })
    expect(docs[0].waiverVersion).toBe(waiver.version)
    const email = await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: docs[0].id } }, { kind: { equals: 'import-registration' } }] }, overrideAccess: true })
    expect(email.docs[0].text).toContain(`${manageUrlOf(docs[0])}/waiver`)
  })
})
