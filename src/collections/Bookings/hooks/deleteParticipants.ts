import type { CollectionBeforeDeleteHook } from 'payload'

/** A participant belongs to exactly one booking and goes with it. */
export const deleteParticipants: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'participants', where: { booking: { equals: id } }, req, overrideAccess: true })
}
