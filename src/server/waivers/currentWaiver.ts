import type { Payload, PayloadRequest } from 'payload'

import type { WaiverVersion } from '@/payload-types'

import type { InRequest } from '../transaction'

/** The waiver version in force (the highest number), or null before the owner has written one. */
export async function currentWaiver(payload: Payload, req?: InRequest | Partial<PayloadRequest>): Promise<WaiverVersion | null> {
  const { docs } = await payload.find({
    collection: 'waiver-versions',
    sort: '-version',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true, // system read: the waiver text is shown to every signer
    req: req as Partial<PayloadRequest>,
  })
  return docs[0] ?? null
}

/** One version's text, as a signer of a booking made under it reads it. */
export async function waiverVersion(payload: Payload, version: number, req?: InRequest): Promise<WaiverVersion | null> {
  const { docs } = await payload.find({
    collection: 'waiver-versions',
    where: { version: { equals: version } },
    limit: 1,
    depth: 0,
    overrideAccess: true, // system read: the text the booking's signers agree to
    req: req as Partial<PayloadRequest>,
  })
  return docs[0] ?? null
}
