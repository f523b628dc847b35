import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking, Participant, Schedule, WaiverSignature } from '@/payload-types'
import type { StaffUser } from '@/server/auth/requireStaff'

import type { InRequest } from '../transaction'
import { waiverPdf } from './waiverPdf'
import { signatureFor, signaturesOf } from './waiverSignatures'

type SignedWaiverFile = { pdf: Uint8Array; filename: string }

/** A signature read with its booking, schedule and class (depth 2), as a PDF and its file name. */
async function fileOf(signature: WaiverSignature): Promise<SignedWaiverFile> {
  const booking = typeof signature.booking === 'object' ? (signature.booking as Booking | null) : null
  const schedule = booking && typeof booking.schedule === 'object' ? (booking.schedule as Schedule) : null
  const className = (schedule && typeof schedule.class === 'object' && schedule.class?.name) || schedule?.title || ''
  const bookingNumber = booking?.bookingNumber ?? ''
  const pdf = await waiverPdf({ ...signature, bookingNumber, className })
  const slug = `${bookingNumber}-${signature.participantName}-v${signature.waiverVersion}`.replace(/[^A-Za-z0-9-]+/g, '-')
  return { pdf, filename: `waiver-${slug}.pdf` }
}

/** A signed waiver as a PDF for the owner (read with their own access: only they see who signed) and its file name. */
export async function signedWaiverPdf(payload: Payload, user: StaffUser, signatureId: number): Promise<SignedWaiverFile> {
  const signature = await payload.findByID({ collection: 'waiver-signatures', id: signatureId, depth: 2, user, overrideAccess: false, disableErrors: true })
  if (!signature) throw new AppError('NOT_FOUND', 'Signed waiver not found')
  return fileOf(signature)
}

/** One signature as its PDF, read as the system (for the booking's own contact); in `req`'s transaction when given. */
export async function signatureFile(payload: Payload, signatureId: number, req?: InRequest): Promise<SignedWaiverFile> {
  // System read: the booking's own signer and contact receive their copy.
  const signature = await payload.findByID({ collection: 'waiver-signatures', id: signatureId, depth: 2, overrideAccess: true, req })
  return fileOf(signature)
}

/**
 * The holder of a booking's private link downloads a participant's signed waiver: the signature that covers them for the
 * booking's version (a substitute's own, never the person they replaced). NOT_FOUND when there is none.
 */
export async function bookingSignedWaiverPdf(payload: Payload, booking: Booking, participantId: number): Promise<SignedWaiverFile> {
  // System read: the participant is checked against the booking the link opened.
  const participant: Participant | null = await payload.findByID({ collection: 'participants', id: participantId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!participant || relationId(participant.booking) !== booking.id || booking.waiverVersion == null) throw new AppError('NOT_FOUND', 'Signed waiver not found')
  const signature = signatureFor(participant, booking.waiverVersion, await signaturesOf(payload, [booking.id], { system: true }))
  if (!signature) throw new AppError('NOT_FOUND', 'Signed waiver not found')
  return signatureFile(payload, signature.id)
}
