import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { nobody } from '@/access/nobody'

/**
 * Failed instructor logins per network address, for the per-address limit (src/server/auth/loginLimit.ts). Kept in
 * PostgreSQL so every app instance sees the same count. Written only by the login endpoint (overrideAccess).
 */
export const LoginAttempts: CollectionConfig = {
  slug: 'login-attempts',
  admin: { hidden: true, defaultColumns: ['ip', 'createdAt'] },
  access: { create: nobody, read: isOwner, update: nobody, delete: nobody },
  fields: [{ name: 'ip', type: 'text', required: true, index: true }],
  indexes: [{ fields: ['ip', 'createdAt'] }],
}
