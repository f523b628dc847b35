import type { CollectionBeforeChangeHook } from 'payload'

import type { ClassCredit } from '@/payload-types'

/** The owner extends an expired credit by giving it a later date: it becomes usable again (or used, if nothing is left). */
export const reactivateWhenExtended: CollectionBeforeChangeHook<ClassCredit> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const expiresAt = data.expiresAt ?? originalDoc?.expiresAt
  if (status !== 'expired' || !expiresAt || new Date(expiresAt).getTime() <= Date.now()) return data
  const remaining = data.remainingCents ?? originalDoc?.remainingCents ?? 0
  return { ...data, status: remaining > 0 ? 'active' : 'used' }
}
