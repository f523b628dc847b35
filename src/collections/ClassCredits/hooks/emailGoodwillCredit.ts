import type { CollectionAfterChangeHook } from 'payload'

import type { ClassCredit } from '@/payload-types'
import { emailGoodwillCredit } from '@/server/credits/emailGoodwillCredit'

/**
 * A credit the owner creates in /cms (no booking behind it) is emailed to the customer when saved, unless the owner
 * ticked "Don't email the customer". The owner's reason reaches the email only when the credit is given from a booking
 * (context.reasonForCustomer); the reason typed here is for the owner's records. Credits made by a cancellation send their own email (cancelBookingForCredit).
 */
export const emailNewGoodwillCredit: CollectionAfterChangeHook<ClassCredit> = async ({ context, doc, operation, req }) => {
  if (operation !== 'create' || doc.sourceBooking || !req.user || context.dontEmailCustomer === true) return doc
  await emailGoodwillCredit(req.payload, doc, req, typeof context.reasonForCustomer === 'string' ? context.reasonForCustomer : undefined)
  return doc
}
