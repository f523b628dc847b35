import type { CollectionBeforeValidateHook } from 'payload'

/**
 * The first account (made on /cms's "create first user" screen) must be able to run the site, so it is always an
 * owner; later accounts without a role are instructors.
 */
export const firstUserIsOwner: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs === 0) return { ...data, role: 'owner' }
  return { ...data, role: data?.role ?? 'instructor' }
}
