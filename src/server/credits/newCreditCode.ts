import { randomBytes } from 'node:crypto'

import type { CreditKind } from '@/domain/credits/classCredit'
import { creditCodeFrom, creditCodeHash, creditCodeHint, GIFT_CERTIFICATE_PREFIX } from '@/domain/credits/creditCode'

/** A fresh random code for a credit of `kind`, with what is stored of it (its hash and hint). */
export function newCreditCode(kind: CreditKind | null | undefined): { code: string; hash: string; hint: string } {
  const code = creditCodeFrom(randomBytes(12), kind === 'gift-certificate' ? GIFT_CERTIFICATE_PREFIX : undefined)
  return { code, hash: creditCodeHash(code), hint: creditCodeHint(code) }
}
