import type { Payload } from 'payload'

import {
  CREDIT_CODES_PER_ADDRESS,
  CREDIT_CODES_PER_EMAIL,
  normaliseEmail,
  PROMO_CHECKS_GLOBAL,
  PROMO_CODES_PER_ADDRESS,
  PROMO_CODES_PER_EMAIL,
} from '@/domain/limits/publicLimits'
import { type PrivatePriceBreakdown, privatePriceBreakdown } from '@/domain/privateSessions/privatePrice'
import type { PrivateSession } from '@/payload-types'

import { giveBackToCredit, reserveCredit } from '../credits/creditLedger'
import { emailKey } from '../limits/keys'
import { consumeLimit } from '../limits/limiter'
import { pricePromo } from '../promos/pricePromo'
import { drizzleOf, type Tx } from '../transaction'

/** The codes the organizer typed on the private session page: a promo code and/or a gift certificate or class credit. */
export type DepositCodes = { promoCode?: string | null; creditCode?: string | null }

/** What the deposit comes to with its codes: the promo's discount off the total, the credit's share of what is due now, the card's. */
export type DepositWithCodes = PrivatePriceBreakdown & { discountCents: number; creditCents: number; cardCents: number }

const relationId = (value: number | { id: number } | null | undefined): number | null => (value == null ? null : typeof value === 'object' ? value.id : value)

/** Codes typed on the deposit count against the same code-guessing limits as the booking forms'. */
export async function countDepositCodes(payload: Payload, codes: DepositCodes, email: string, address: string | null): Promise<void> {
  if (codes.creditCode) {
    await consumeLimit(payload, CREDIT_CODES_PER_EMAIL, emailKey(email))
    if (address) await consumeLimit(payload, CREDIT_CODES_PER_ADDRESS, address)
  }
  if (codes.promoCode) {
    await consumeLimit(payload, PROMO_CODES_PER_EMAIL, emailKey(email))
    if (address) await consumeLimit(payload, PROMO_CODES_PER_ADDRESS, address)
  }
}

/**
 * Holds the deposit's codes in the caller's transaction, under the private session's lock, until `heldUntil` (the
 * checkout's expiry): the promo code is priced under its row lock and its use counted by the session's record (written
 * here, before the commit), the same way a booking's is; the credit gives what it covers of what is due now (a ledger
 * row 'spent'). Refused with PROMO_REFUSED or CREDIT_REFUSED and the customer's words. Any earlier hold is given back first.
 */
export async function holdDepositCodes(
  payload: Payload,
  tx: Tx,
  session: PrivateSession,
  codes: DepositCodes,
  { now, heldUntil }: { now: Date; heldUntil: Date },
): Promise<DepositWithCodes> {
  await releaseDepositCodes(payload, tx, session, now, null)
  const total = session.totalCents ?? 0
  const quote = { participantCount: session.participants, totalCents: total }
  const promo = codes.promoCode ? await pricePromo(tx.db, codes.promoCode, { kind: 'private', quote, email: normaliseEmail(session.organizerEmail) }, now, { lock: true }) : null
  const discountCents = promo?.discountCents ?? 0
  const price = privatePriceBreakdown(total - discountCents, new Date(session.startTime), now)
  const credit = codes.creditCode && price.dueNowCents > 0 ? await reserveCredit(tx, codes.creditCode, price.dueNowCents, now) : null
  await payload.update({
    collection: 'private-sessions',
    id: session.id,
    data: {
      promoCode: promo?.promoId ?? null,
      discountCents,
      classCredit: credit?.creditId ?? null,
      creditCents: credit?.appliedCents ?? 0,
      codesHeldUntil: promo || credit ? heldUntil.toISOString() : null,
    },
    req: tx.req,
    overrideAccess: true, // system call: the private link's holder applied codes, checked under their locks
  })
  return { ...price, discountCents, creditCents: credit?.appliedCents ?? 0, cardCents: price.dueNowCents - (credit?.appliedCents ?? 0) }
}

/**
 * Gives back what an unpaid deposit's codes held (the credit's share back on the credit, the promo's use freed), in
 * the caller's transaction under the session's lock. Nothing once the deposit is paid. With `what`, a history line.
 */
export async function releaseDepositCodes(payload: Payload, tx: Tx, session: PrivateSession, now: Date, what: string | null): Promise<boolean> {
  const creditId = relationId(session.classCredit as number | { id: number } | null)
  if (session.depositPaidAt || (creditId == null && session.promoCode == null)) return false
  if (creditId != null) await giveBackToCredit(tx, creditId, session.creditCents ?? 0, now)
  await payload.update({
    collection: 'private-sessions',
    id: session.id,
    data: {
      promoCode: null,
      discountCents: 0,
      classCredit: null,
      creditCents: 0,
      codesHeldUntil: null,
      ...(what ? { history: [...(session.history ?? []), { at: now.toISOString(), what }] } : {}),
    },
    req: tx.req,
    overrideAccess: true, // system call: the deposit's checkout lapsed or is replaced
  })
  return true
}

export type DepositPromoPreview = { code: string; description: string; discountCents: number; totalCents: number; dueNowCents: number; balanceCents: number; fullPriceNow: boolean }

/**
 * The private session page's 'Apply': what a promo code would make of the total and the deposit now. It holds nothing
 * (the code is checked again, under its row lock, on 'Pay the deposit'), and counts against the promo codes' limits.
 */
export async function previewDepositPromo(payload: Payload, session: PrivateSession, code: string, { now, address }: { now: Date; address: string | null }): Promise<DepositPromoPreview> {
  await consumeLimit(payload, PROMO_CHECKS_GLOBAL, 'all')
  await countDepositCodes(payload, { promoCode: code }, session.organizerEmail, address)
  const total = session.totalCents ?? 0
  const quote = { participantCount: session.participants, totalCents: total }
  const priced = await pricePromo(await drizzleOf(payload), code, { kind: 'private', quote, email: normaliseEmail(session.organizerEmail) }, now, { lock: false })
  const price = privatePriceBreakdown(total - priced.discountCents, new Date(session.startTime), now)
  return { code: priced.code, description: priced.description, discountCents: priced.discountCents, totalCents: price.totalCents, dueNowCents: price.dueNowCents, balanceCents: price.balanceCents, fullPriceNow: price.fullPriceNow }
}
