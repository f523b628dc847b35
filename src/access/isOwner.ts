import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

export const isOwner: Access = ({ req }) => hasRole(req.user, 'owner')

export const isOwnerField: FieldAccess = ({ req }) => hasRole(req.user, 'owner')
