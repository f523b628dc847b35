import type { Payload } from 'payload'
import { z } from 'zod'

import { isProposalOpen } from '@/domain/privateSessions/privateSession'
import { AppError } from '@/lib/errors'

import { PROPOSAL_CLOSED_MESSAGE } from './payDeposit'
import { privateLink } from './privateLink'

export const poNumberInput = z.object({ poNumber: z.string().trim().max(60, 'A PO number is at most 60 characters.') })

/**
 * The organizer of a workplace session sets (or clears) its PO number before paying, so the receipts carry it. After
 * the payment it is the owner's to change in /cms: a receipt already issued keeps what it was issued with.
 */
export async function setPoNumber(payload: Payload, token: string, poNumber: string, now: Date): Promise<string> {
  const session = await privateLink('organizer').sessionOrRefusal(payload, token)
  if (session.program !== 'workplace') throw new AppError('INVALID_INPUT', 'A PO number is for workplace sessions.')
  if (!isProposalOpen(session, now)) throw new AppError('PROPOSAL_CLOSED', session.status === 'confirmed' ? 'Your session is paid: please email us to change its PO number.' : PROPOSAL_CLOSED_MESSAGE)
  await payload.update({ collection: 'private-sessions', id: session.id, data: { poNumber: poNumber || null }, overrideAccess: true }) // system call: the holder of the private link
  return poNumber ? `Saved: your receipts will show PO number ${poNumber}.` : 'The PO number is cleared.'
}
