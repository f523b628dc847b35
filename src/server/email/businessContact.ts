import type { Payload } from 'payload'

import { env } from '@/lib/env'

export type BusinessContact = { name: string; phone: string; email: string }

/** The business as emails name it: from site settings, else (settings not filled in yet) the sender identity. */
export async function businessContact(payload: Payload): Promise<BusinessContact> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    name: settings.businessName || env.EMAIL_FROM_NAME,
    phone: settings.phone || '',
    email: settings.email || env.EMAIL_FROM,
  }
}
