import type { Payload } from 'payload'

import { HISTORY } from '@/domain/manage/historyActions'
import { waiverSignedEmail } from '@/domain/email/waiverSignedEmail'
import { pacificDate } from '@/domain/time/pacific'
import { fullName, needsWaiver, NO_WAIVER, NOT_CONFIRMED, signatureProblems } from '@/domain/waivers/waiverSigning'
import { AppError } from '@/lib/errors'

import { CUSTOMER, recordBookingEvent } from '../bookings/bookingHistory'
import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { lockBooking } from '@/server/db/bookings'
import { inTransaction, type InRequest } from '../transaction'
import { waiverVersion } from '../waivers/currentWaiver'
import { signatureFile } from '../waivers/signedWaiverPdf'
import { signatureRecord } from '../waivers/signatureRecord'
import { signWaiverInput } from '../waivers/signWaiverInput'
import { signatureFor, signaturesOf } from '../waivers/waiverSignatures'
import { openManagedBooking } from './openManagedBooking'

type Options = { now?: Date; address?: string | null }

/** The signer's copy, in the signature's transaction: an email to the booking's contact with the signed PDF attached. */
async function queueSignedCopy(payload: Payload, bookingId: number, signatureId: number, signed: Parameters<typeof waiverSignedEmail>[1], req: InRequest) {
  const loaded = await loadBookingForEmail(payload, bookingId, req)
  if (!loaded?.data.waiverUrl) return
  const { pdf, filename } = await signatureFile(payload, signatureId, req)
  await queueEmail(
    payload,
    {
      kind: 'waiver-signed',
      to: loaded.booking.contactEmail,
      bookingId,
      dedupeKey: `waiver-signed:${signatureId}`,
      ...waiverSignedEmail({ ...loaded.data, waiverUrl: loaded.data.waiverUrl }, signed),
      attachments: [{ filename, contentType: 'application/pdf', content: Buffer.from(pdf).toString('base64'), encoding: 'base64' }],
    },
    req,
  )
}

/**
 * The holder of a booking's private link signs the waiver for one participant: an adult for themself, a parent or
 * guardian for a minor. Under the booking's row lock, so a double click stores one signature; a participant already
 * covered is answered as signed, with nothing stored. The record keeps the exact text and version agreed to, the
 * time and the signer's address; the booking's history names it.
 */
export async function signWaiver(payload: Payload, input: unknown, { now = new Date(), address = null }: Options = {}): Promise<{ signatureId: number; alreadySigned: boolean }> {
  const parsed = signWaiverInput.safeParse(input)
  if (!parsed.success) {
    const tooLong = parsed.error.issues.find((issue) => issue.code === 'too_big')
    throw new AppError('INVALID_INPUT', tooLong?.message ?? 'Please fill in every field of the waiver.')
  }
  const { token, participantId, ...signature } = parsed.data
  const { id } = await openManagedBooking(payload, token, address)
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, id)
    const booking = await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true, req: tx.req })
    if (booking.waiverVersion == null) throw new AppError('ACTION_NOT_ALLOWED', NO_WAIVER)
    if (!needsWaiver(booking)) throw new AppError('ACTION_NOT_ALLOWED', NOT_CONFIRMED)
    const participant = await payload.findByID({ collection: 'participants', id: participantId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req })
    if (!participant || participant.booking !== id) throw new AppError('INVALID_INPUT', 'That participant is not on this booking.')

    const existing = signatureFor(participant, booking.waiverVersion, await signaturesOf(payload, [id], { system: true, req: tx.req }))
    if (existing) return { signatureId: existing.id, alreadySigned: true }
    const problems = signatureProblems(signature, participant, pacificDate(now))
    if (problems.length) throw new AppError('INVALID_INPUT', problems[0], { messages: problems })

    const waiver = await waiverVersion(payload, booking.waiverVersion, tx.req)
    if (!waiver) throw new Error(`waiver version ${booking.waiverVersion} of booking ${id} is missing`)
    const participantName = fullName(participant)
    const created = await payload.create({
      collection: 'waiver-signatures',
      data: {
        booking: id,
        ...signatureRecord(participant, signature, waiver, { now, address }),
      },
      overrideAccess: true, // system call: the holder of the booking's private link signs
      req: tx.req,
    })
    await recordBookingEvent(
      payload,
      id,
      {
        action: HISTORY.waiverSigned,
        actor: CUSTOMER,
        after: { participant: participantName, signer: signature.signerName, relationship: signature.relationship, version: waiver.version, address },
      },
      tx.req,
    )
    await queueSignedCopy(payload, id, created.id, { participantName, signerName: signature.signerName, version: waiver.version! }, tx.req)
    return { signatureId: created.id, alreadySigned: false }
  })
}
