import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted class's waitlist goes with it (its entries cannot point at nothing). */
export const deleteWaitlist: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'waitlist-entries', where: { schedule: { equals: id } }, req, overrideAccess: true }) // system call: entries of the class being deleted
}
