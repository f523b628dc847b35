import type { CollectionBeforeChangeHook } from 'payload'

import type { Booking } from '@/payload-types'
import { currentWaiver } from '@/server/waivers/currentWaiver'

/** A booking, online or imported, is asked to sign the waiver version in force when it is made (none yet: none asked). */
export const assignWaiverVersion: CollectionBeforeChangeHook<Booking> = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.waiverVersion != null) return data
  const waiver = await currentWaiver(req.payload, req)
  return waiver ? { ...data, waiverVersion: waiver.version } : data
}
