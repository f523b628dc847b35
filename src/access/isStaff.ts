import type { Access } from 'payload'

import { hasRole } from './roles'

/** Owners and instructors. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'owner', 'instructor')
