import type { GiftForEmail } from '@/domain/email/giftCertificateEmails'
import { env } from '@/lib/env'
import type { ClassCredit } from '@/payload-types'

import { giftBalancePath } from './giftBalanceLink'

/** A gift certificate as its emails and its card show it: with its code when it was just made (delivery), else without. */
export const giftForEmail = (credit: ClassCredit, code: string | null): GiftForEmail => ({
  code,
  amountCents: credit.amountCents,
  description: credit.gift?.description ?? '',
  buyerName: credit.gift?.buyerName ?? '',
  recipientName: credit.gift?.recipientName ?? '',
  message: credit.gift?.message ?? '',
  deliveryDate: credit.gift?.deliveryDate ?? '',
  balanceUrl: `${env.SERVER_URL}${giftBalancePath(credit.id)}`,
  classesUrl: `${env.SERVER_URL}/public-classes`,
})
