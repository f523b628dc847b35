import { randomBytes } from 'node:crypto'

import type { CollectionBeforeValidateHook } from 'payload'

import { creditExpiresAt } from '@/domain/credits/classCredit'
import { creditCodeFrom } from '@/domain/credits/creditCode'
import type { ClassCredit } from '@/payload-types'

/**
 * A credit the owner issues by hand in /cms (a goodwill credit) gets what cancelBookingForCredit gives its own: a new
 * code, its whole amount remaining, 12 months of validity, and the owner's name as issuer.
 */
export const fillNewCredit: CollectionBeforeValidateHook<ClassCredit> = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  return {
    ...data,
    code: data.code || creditCodeFrom(randomBytes(12)),
    remainingCents: data.remainingCents ?? data.amountCents,
    expiresAt: data.expiresAt || creditExpiresAt(new Date()).toISOString(),
    issuedBy: data.issuedBy || (req.user ? `user ${req.user.id} (CMS)` : undefined),
  }
}
