import type { Payload } from 'payload'

import { fullName, needsWaiver, signsAs } from '@/domain/waivers/waiverSigning'
import type { Booking, Participant } from '@/payload-types'

import { waiverVersion } from './currentWaiver'
import { signatureFor, signaturesOf } from './waiverSignatures'

export type WaiverParticipant = {
  id: number
  name: string
  signsAs: 'self' | 'guardian'
  signed: { signerName: string; signedAt: string } | null
}

export type BookingWaiver = {
  /** Whether the booking is asked to sign now (confirmed, made once a waiver existed). */
  open: boolean
  version: number | null
  text: string | null
  participants: WaiverParticipant[]
}

const toParticipant = (p: Participant, signature: { signerName: string; signedAt: string } | null): WaiverParticipant => ({
  id: p.id,
  name: fullName(p),
  signsAs: signsAs(p),
  signed: signature ? { signerName: signature.signerName, signedAt: signature.signedAt } : null,
})

/** A booking's waiver as its signing page and manage page show it: the version's text and who has signed. */
export async function bookingWaiver(payload: Payload, context: { booking: Booking; participants: Participant[] }): Promise<BookingWaiver> {
  const { booking, participants } = context
  const version = booking.waiverVersion ?? null
  if (version == null) return { open: false, version, text: null, participants: participants.map((p) => toParticipant(p, null)) }
  const [waiver, signatures] = await Promise.all([waiverVersion(payload, version), signaturesOf(payload, [booking.id], { system: true })])
  return {
    open: needsWaiver(booking),
    version,
    text: waiver?.text ?? null,
    participants: participants.map((p) => toParticipant(p, signatureFor(p, version, signatures))),
  }
}
