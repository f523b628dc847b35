import type { Access } from 'payload'

import { hasRole } from './roles'

export const ownerOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'owner')) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
