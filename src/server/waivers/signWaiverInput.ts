import { z } from 'zod'

import { FULL_NAME_MAX_LENGTH, nameTooLong } from '@/domain/bookings/participantName'

const text = (max: number, field: string) => z.string().trim().max(max, nameTooLong(field, max))

/** One participant's signature as a signing form sends it (a booking's or a private session's). */
export const signWaiverInput = z.object({
  token: z.string().max(100),
  participantId: z.number().int().positive(),
  signerName: text(FULL_NAME_MAX_LENGTH, 'Your full name'),
  relationship: text(40, 'Relationship'),
  signedDate: text(10, 'Date'),
  typedSignature: text(FULL_NAME_MAX_LENGTH, 'Signature'),
  agreed: z.boolean(),
})

