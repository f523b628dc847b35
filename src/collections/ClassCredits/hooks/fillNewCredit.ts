import type { CollectionBeforeValidateHook, TextareaFieldValidation } from 'payload'

import { creditExpiresAt } from '@/domain/credits/classCredit'
import { creditCodeHash, creditCodeHint } from '@/domain/credits/creditCode'
import type { ClassCredit } from '@/payload-types'
import { staffNameOf } from '@/server/bookings/bookingHistory'
import { newCreditCode } from '@/server/credits/newCreditCode'

import { rememberNewCode } from '../codeFields'

/**
 * A credit the owner issues by hand in /cms (a goodwill credit) gets what cancelBookingForCredit gives its own: a new
 * code, its whole amount remaining, 12 months of validity, and the owner's name as issuer. A gift certificate gets no
 * expiry, and its GC- code only when it is delivered (deliverGiftCertificate). Only the code's hash and hint are stored:
 * the code reads back from this request alone (codeFields).
 */
export const fillNewCredit: CollectionBeforeValidateHook<ClassCredit> = ({ context, data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  // Read after the save by emailNewGoodwillCredit: a virtual field does not reach afterChange's data.
  if ((data as { dontEmailCustomer?: boolean }).dontEmailCustomer === true) context.dontEmailCustomer = true
  const gift = data.kind === 'gift-certificate'
  const code = data.code ? { code: data.code, hash: creditCodeHash(data.code), hint: creditCodeHint(data.code) } : gift ? undefined : newCreditCode(data.kind)
  if (code) rememberNewCode(context, code.hash, code.code)
  return {
    ...data,
    code: undefined,
    codeHash: code?.hash,
    codeHint: code?.hint,
    remainingCents: data.remainingCents ?? data.amountCents,
    expiresAt: gift ? data.expiresAt : data.expiresAt || creditExpiresAt(new Date()).toISOString(),
    issuedBy: data.issuedBy || (req.user ? staffNameOf(req.user) : undefined),
  }
}

/** A credit a person gives by hand (no booking behind it) says why; credits the system makes carry their booking. */
export const reasonForGoodwill: TextareaFieldValidation = (value, { data, operation, req }) => {
  const byHand = operation === 'create' && req.user && !(data as Partial<ClassCredit>)?.sourceBooking
  return byHand && !value?.trim() ? 'Write why this credit is given (for your records).' : true
}
