import type { Payload } from 'payload'
import { z } from 'zod'

import { pacificDate } from '@/domain/time/pacific'
import { signatureProblems } from '@/domain/waivers/waiverSigning'
import { AppError } from '@/lib/errors'

import { lockNames } from '../db/advisoryLocks'
import { inTransaction } from '../transaction'
import { currentWaiver } from '../waivers/currentWaiver'
import { signatureRecord } from '../waivers/signatureRecord'
import { signWaiverInput } from '../waivers/signWaiverInput'
import { clockNow } from '../clock/clock'
import { participantsOfSession, privateSignatureFor, privateSignaturesOf, sessionLock } from './privateParticipants'
import { participantOfJoinerKey, privateLink } from './privateLink'

export const signPrivateWaiverInput = signWaiverInput.extend({ link: z.enum(['organizer', 'join']).default('organizer'), joinerKey: z.string().max(60).optional() })

export const JOIN_SIGNS_OWN_ONLY = 'Through the join link you can sign only for the participant you added. The organizer signs for the others from the session page.'

/**
 * A participant of a private session signs the waiver (a parent or guardian for anyone under 16), through the
 * organizer's link (for anyone on the session) or the join link (only for the one who added themself through it, by
 * their joiner's key), into today's waiver records: the current version's exact text, the time and the
 * signer's address, the signature tied to the participant and the session. Under the session's lock, so a double click
 * stores one; a participant already covered is answered as signed.
 */
export async function signPrivateWaiver(
  payload: Payload,
  input: unknown,
  { now = clockNow(), address = null }: { now?: Date; address?: string | null } = {},
): Promise<{ signatureId: number; alreadySigned: boolean }> {
  const parsed = signPrivateWaiverInput.safeParse(input)
  if (!parsed.success) {
    const tooLong = parsed.error.issues.find((issue) => issue.code === 'too_big')
    throw new AppError('INVALID_INPUT', tooLong?.message ?? 'Please fill in every field of the waiver.')
  }
  const { token, link, joinerKey, participantId, ...signature } = parsed.data
  const session = await privateLink(link).sessionOrRefusal(payload, token)
  if (session.status !== 'confirmed') throw new AppError('ACTION_NOT_ALLOWED', 'The waiver can be signed once the session is confirmed.')
  return inTransaction(payload, async (tx) => {
    await lockNames(tx.db, [sessionLock(session.id)])
    const participant = (await participantsOfSession(payload, session.id, tx.req)).find((p) => p.id === participantId)
    if (!participant) throw new AppError('INVALID_INPUT', 'That participant is not on this session.')
    if (link === 'join' && participantOfJoinerKey(session.joinNonce, joinerKey) !== participantId) throw new AppError('ACTION_NOT_ALLOWED', JOIN_SIGNS_OWN_ONLY)
    const existing = privateSignatureFor(participant, await privateSignaturesOf(payload, [session.id], { system: true, req: tx.req }))
    if (existing) return { signatureId: existing.id, alreadySigned: true }
    const problems = signatureProblems(signature, participant, pacificDate(now))
    if (problems.length) throw new AppError('INVALID_INPUT', problems[0], { messages: problems })
    const waiver = await currentWaiver(payload, tx.req)
    if (!waiver) throw new AppError('ACTION_NOT_ALLOWED', 'There is no waiver to sign yet.')
    const created = await payload.create({
      collection: 'waiver-signatures',
      data: {
        privateSession: session.id,
        ...signatureRecord(participant, signature, waiver, { now, address }),
      },
      overrideAccess: true, // system call: the holder of the session's private or join link signs
      req: tx.req,
    })
    return { signatureId: created.id, alreadySigned: false }
  })
}
