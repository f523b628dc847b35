import type { CollectionAfterChangeHook } from 'payload'

import type { PrivateSession } from '@/payload-types'
import { queueProposalEmail } from '@/server/privateSessions/privateSessionEmails'

/** Sending a proposal is creating it: the organizer is emailed its private link in the same transaction. */
export const emailProposal: CollectionAfterChangeHook<PrivateSession> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  // Read again with its link's nonce, which no reader (the owner included) is given.
  const withNonce = await req.payload.findByID({ collection: 'private-sessions', id: doc.id, req, depth: 0, overrideAccess: true, showHiddenFields: true })
  await queueProposalEmail(req.payload, withNonce, req)
  return doc
}
