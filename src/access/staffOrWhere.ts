import type { Access, Where } from 'payload'

import { hasRole } from './roles'

/** Staff read everything; anyone else reads only the documents matching `publicWhere`. */
export const staffOrWhere =
  (publicWhere: Where): Access =>
  ({ req }) =>
    hasRole(req.user, 'owner', 'instructor') ? true : publicWhere
