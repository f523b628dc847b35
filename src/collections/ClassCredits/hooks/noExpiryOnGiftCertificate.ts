import type { DateFieldValidation } from 'payload'

import type { ClassCredit } from '@/payload-types'

/** A gift certificate bought with money never expires (California Civil Code §1749.5): an expiry on one is refused. */
export const noExpiryOnGiftCertificate: DateFieldValidation = (value, { data }) =>
  value && (data as Partial<ClassCredit>)?.kind === 'gift-certificate' ? 'A gift certificate never expires: leave this empty.' : true
