import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import { fullName, type SignatureInput } from '@/domain/waivers/waiverSigning'
import type { WaiverSignature, WaiverVersion } from '@/payload-types'

/**
 * A signature as it is stored (a booking's or a private session's): for whom, who signed and how, the exact text and
 * version agreed to, when and from which address.
 */
export const signatureRecord = (
  participant: { id: number; firstName: string; lastName: string },
  signature: Omit<SignatureInput, 'agreed'>,
  waiver: Pick<WaiverVersion, 'version' | 'text'>,
  { now, address }: { now: Date; address: string | null },
) => ({
  participant: participant.id,
  participantName: fullName(participant),
  signerName: signature.signerName,
  relationship: signature.relationship as WaiverSignature['relationship'],
  signedDate: signature.signedDate,
  typedSignature: signature.typedSignature,
  agreed: true as const,
  signedAt: now.toISOString(),
  signedAt_tz: BUSINESS_TIME_ZONE as 'America/Los_Angeles',
  signerAddress: address,
  waiverVersion: waiver.version!,
  waiverText: waiver.text,
})
