import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { ownerOrSelf } from '@/access/ownerOrSelf'
import { hasRole, ROLES } from '@/access/roles'
import { SESSION_SECONDS } from '@/domain/instructor/sessionLifetime'
import { env } from '@/lib/env'
import { firstUserIsOwner } from './hooks/firstUserIsOwner'
import { forgetAttemptsOnHttpLogin, guardHttpLogin } from './hooks/guardHttpLogin'
import { keepSessionLifetime } from './hooks/sessionLifetime'
import { ADMIN_GROUP } from '@/collections/adminGroups'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    group: ADMIN_GROUP.settings,
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
  },
  auth: {
    // A session's lifetime without 'Remember me'; remembered ones are lengthened by keepSessionLifetime.
    tokenExpiration: SESSION_SECONDS,
    // Failed logins are limited in one place for every login path (src/server/auth/loginLimit.ts), not here.
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      secure: env.SECURE_COOKIES,
    },
    useSessions: true,
  },
  access: {
    admin: ({ req }) => hasRole(req.user, 'owner'),
    create: isOwner,
    read: ownerOrSelf,
    update: ownerOrSelf,
    delete: isOwner,
  },
  hooks: {
    beforeValidate: [firstUserIsOwner],
    beforeOperation: [guardHttpLogin],
    afterOperation: [forgetAttemptsOnHttpLogin, keepSessionLifetime],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { create: isOwnerField, update: isOwnerField },
      saveToJWT: true,
    },
  ],
}
