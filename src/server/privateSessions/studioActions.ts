import type { Payload } from 'payload'

import { privateMoveOfferedEmail } from '@/domain/email/privatePolicyEmails'
import { AppError } from '@/lib/errors'

import { queueEmail } from '../email/outbox'
import { inTransaction } from '../transaction'
import { applyPrivateMove } from './movePrivateSession'
import { refuseUnlessManageable } from './privatePolicyState'
import { lockPrivateSession } from './privateRefunds'
import { emailData } from './privateSessionEmails'

/**
 * The owner's 'Offer a free move' when the instructor cannot teach: the organizer's page then offers a move at no
 * fee whatever the hours, and the organizer is emailed to choose the new date.
 */
export async function offerFreeMove(payload: Payload, sessionId: number, now: Date): Promise<void> {
  await inTransaction(payload, async (tx) => {
    await lockPrivateSession(tx, sessionId)
    const s = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, req: tx.req }) // system call: the owner's action
    refuseUnlessManageable(s, now)
    await payload.update({
      collection: 'private-sessions',
      id: sessionId,
      data: { freeMoveOffered: true, history: [...(s.history ?? []), { at: now.toISOString(), what: 'The instructor cannot teach: a free move offered to the organizer' }] },
      overrideAccess: true, // system call: the owner's action
      req: tx.req,
    })
  })
  const s = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, showHiddenFields: true }) // system read: for the email
  await queueEmail(payload, { kind: 'private-move-offered', to: s.organizerEmail, ...privateMoveOfferedEmail(await emailData(payload, s)), dedupeKey: `private-move-offered:${sessionId}:${s.startTime}` })
}

/** The owner's 'Move for weather': free, to the date and time the owner sets, checked against the instructor's calendar. */
export async function moveForWeather(payload: Payload, sessionId: number, newStart: Date, now: Date): Promise<void> {
  if (newStart.getTime() <= now.getTime()) throw new AppError('INVALID_INPUT', 'Please choose a date and time in the future.')
  await applyPrivateMove(payload, sessionId, { newStart, now, reason: 'weather' })
}
