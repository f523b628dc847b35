import type { CollectionAfterChangeHook } from 'payload'

import { statusEntryOf } from '@/domain/credits/ledger'
import type { ClassCredit } from '@/payload-types'
import { staffNameOf } from '@/server/bookings/bookingHistory'
import { recordLedger } from '@/server/db/classCredits'
import { drizzleOf } from '@/server/transaction'

/**
 * Changes Payload makes to a credit get their ledger row in the same transaction: a new credit with money on it is
 * 'issued' (a gift certificate awaiting payment is issued when paid); the owner voiding, or extending back to life, a
 * credit in /cms is 'voided' or 'reinstated'. Balance changes made by the server write their own (changeBalance).
 */
export const recordIssuedAndStatusInLedger: CollectionAfterChangeHook<ClassCredit> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.ledgerWritten === true) return doc
  const actor = req.user ? staffNameOf(req.user) : (doc.issuedBy ?? 'the system')
  const remaining = doc.remainingCents ?? 0
  const entry = operation === 'create' ? (doc.status === 'active' && remaining > 0 ? 'issued' : null) : statusEntryOf(previousDoc?.status, doc.status)
  if (!entry) return doc
  const amountCents = entry === 'issued' ? doc.amountCents : remaining
  const balanceCents = entry === 'voided' || entry === 'expired' ? 0 : remaining
  const bookingId = typeof doc.sourceBooking === 'object' ? doc.sourceBooking?.id : doc.sourceBooking
  await recordLedger(await drizzleOf(req.payload, req), doc.id, { entry, amountCents, balanceCents, bookingId: bookingId ?? null, actor }, new Date())
  return doc
}
