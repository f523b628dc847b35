import type { Payload } from 'payload'
import { z } from 'zod'

import { AGE_GROUPS } from '@/domain/bookings/ageGroups'
import { NAME_MAX_LENGTH, nameTooLong } from '@/domain/bookings/participantName'
import { PRIVATE_JOINS_PER_ADDRESS } from '@/domain/limits/publicLimits'
import { addParticipantProblem } from '@/domain/privateSessions/participants'
import { covers, fullName, signsAs } from '@/domain/waivers/waiverSigning'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Participant, PrivateSession, WaiverSignature } from '@/payload-types'

import { verifyCaptcha } from '../captcha'
import { clockNow } from '../clock/clock'
import { lockNames } from '../db/advisoryLocks'
import { consumeLimit } from '../limits/limiter'
import { inTransaction, type InRequest } from '../transaction'
import type { WaiverParticipant } from '../waivers/bookingWaiver'
import { joinerKey, privateLink } from './privateLink'

const name = (field: string) => z.string().trim().min(1, `Please enter the ${field}.`).max(NAME_MAX_LENGTH, nameTooLong(field))

export const privateParticipantInput = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  ageGroup: z.enum(AGE_GROUPS, { error: 'Please choose an age group.' }),
})

export const sessionLock = (id: number) => `private-session:${id}`

/** A private session's participants, in the order they were added. System read: for the holders of its links. */
export async function participantsOfSession(payload: Payload, sessionId: number, req?: InRequest): Promise<Participant[]> {
  const { docs } = await payload.find({
    collection: 'participants',
    where: { privateSession: { equals: sessionId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true, // system read: the holder of the session's private or join link
    req: req as never,
  })
  return docs
}

/** Signatures given for private sessions' participants; read as staff (the roster) or as the system (the session's pages). */
export async function privateSignaturesOf(payload: Payload, sessionIds: readonly number[], reader: { user: NonNullable<Parameters<Payload['find']>[0]['user']> } | { system: true; req?: InRequest }): Promise<WaiverSignature[]> {
  if (sessionIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'waiver-signatures',
    where: { privateSession: { in: [...sessionIds] } },
    sort: 'signedAt',
    depth: 0,
    pagination: false,
    ...('user' in reader ? { user: reader.user, overrideAccess: false } : { overrideAccess: true, req: reader.req as never }), // system read: the session's own signers
  })
  return docs
}

/** A private participant's signature: one for them (by id and name), whichever waiver version was current when it was given. */
export const privateSignatureFor = (p: Participant, signatures: readonly WaiverSignature[]): WaiverSignature | null =>
  signatures.find((s) => covers({ ...s, participant: relationId(s.participant) }, p, s.waiverVersion)) ?? null

/** The session's participants as its pages show them: who signs, and whether they have. */
export async function sessionWaiverParticipants(payload: Payload, sessionId: number): Promise<WaiverParticipant[]> {
  const [participants, signatures] = await Promise.all([participantsOfSession(payload, sessionId), privateSignaturesOf(payload, [sessionId], { system: true })])
  return participants.map((p) => {
    const signed = privateSignatureFor(p, signatures)
    return { id: p.id, name: fullName(p), signsAs: signsAs(p), signed: signed ? { signerName: signed.signerName, signedAt: signed.signedAt } : null }
  })
}

/** Under the session's lock: the participant added if the session is confirmed, not started, and not full. */
async function addTo(payload: Payload, sessionId: number, input: unknown, now: Date): Promise<Participant> {
  const parsed = privateParticipantInput.safeParse(input)
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? 'Please fill in the participant.')
  return inTransaction(payload, async (tx) => {
    await lockNames(tx.db, [sessionLock(sessionId)])
    const session = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, req: tx.req }) // system read: under the lock
    const count = (await participantsOfSession(payload, sessionId, tx.req)).length
    const problem = addParticipantProblem(session, count, now)
    if (problem) throw new AppError('ACTION_NOT_ALLOWED', problem)
    return payload.create({
      collection: 'participants',
      data: { privateSession: sessionId, ...parsed.data, isPrimaryContact: count === 0, attendance: 'Not Recorded' },
      overrideAccess: true, // system call: the holder of the session's private or join link
      req: tx.req,
    })
  })
}

/** The organizer adds a participant through their private link. */
export async function addPrivateParticipant(payload: Payload, token: string, input: unknown, { now = clockNow() } = {}): Promise<Participant> {
  const session = await privateLink('organizer').sessionOrRefusal(payload, token)
  return addTo(payload, session.id, input, now)
}

/**
 * A participant adds themself through the session's join link: a public form, so the captcha and a per-address limit
 * come first, as on the site's other forms. Answers the participant with their joiner's key: with it, and only with it,
 * the join link signs their own waiver.
 */
export async function joinPrivateSession(
  payload: Payload,
  token: string,
  input: unknown,
  { now = clockNow(), address = null, recaptchaToken }: { now?: Date; address?: string | null; recaptchaToken?: string },
): Promise<Participant & { joinerKey: string }> {
  await verifyCaptcha(recaptchaToken, { remoteIp: address ?? undefined })
  if (address) await consumeLimit(payload, PRIVATE_JOINS_PER_ADDRESS, address)
  const session = await privateLink('join').sessionOrRefusal(payload, token)
  const participant = await addTo(payload, session.id, input, now)
  return { ...participant, joinerKey: joinerKey(session.joinNonce!, participant.id) }
}

/** The organizer removes a participant of their session (a signature given stays, its participant link emptied). */
export async function removePrivateParticipant(payload: Payload, token: string, participantId: number): Promise<void> {
  const session = await privateLink('organizer').sessionOrRefusal(payload, token)
  const participant = await payload.findByID({ collection: 'participants', id: participantId, depth: 0, overrideAccess: true, disableErrors: true }) // system read: the organizer's own session
  if (!participant || relationId(participant.privateSession) !== session.id) throw new AppError('INVALID_INPUT', 'That participant is not on this session.')
  await payload.delete({ collection: 'participants', id: participantId, overrideAccess: true }) // system call: the organizer's link
}

/** The session's join link, made the first time the organizer's page asks for it. */
export async function joinPathOf(payload: Payload, session: PrivateSession): Promise<string> {
  if (session.joinNonce) return privateLink('join').path(session.joinNonce)
  const fields = privateLink('join').newFields()
  await payload.update({ collection: 'private-sessions', id: session.id, data: fields, overrideAccess: true }) // system call: the organizer's link asks for its join link
  return privateLink('join').path(fields.joinNonce)
}
