import type { Payload, PayloadRequest } from 'payload'

import { covers } from '@/domain/waivers/waiverSigning'
import { relationId } from '@/lib/relationId'
import type { Participant, WaiverSignature } from '@/payload-types'
import type { StaffUser } from '@/server/auth/requireStaff'

import type { InRequest } from '../transaction'

type Reader = { user: StaffUser } | { system: true; req?: InRequest }

/** Signatures given for these bookings; read as staff (the roster), or as the system for the holder of a manage link. */
export async function signaturesOf(payload: Payload, bookingIds: readonly number[], reader: Reader): Promise<WaiverSignature[]> {
  if (bookingIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'waiver-signatures',
    where: { booking: { in: [...bookingIds] } },
    sort: 'signedAt',
    depth: 0,
    pagination: false,
    ...('user' in reader
      ? { user: reader.user, overrideAccess: false }
      : { overrideAccess: true, req: reader.req as Partial<PayloadRequest> }), // system read: the booking's own signers
  })
  return docs
}

/** The signature that covers a participant for their booking's version, if any. */
export const signatureFor = (participant: Participant, version: number, signatures: readonly WaiverSignature[]): WaiverSignature | null =>
  signatures.find((s) => covers({ ...s, participant: relationId(s.participant) }, participant, version)) ?? null
