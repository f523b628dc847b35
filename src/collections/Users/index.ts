import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { ownerOrSelf } from '@/access/ownerOrSelf'
import { hasRole, ROLES } from '@/access/roles'
import { firstUserIsOwner } from './hooks/firstUserIsOwner'
import { countFailedLogin, limitLoginsPerAddress } from './hooks/limitLoginsPerAddress'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 30,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.SERVER_URL?.startsWith('https://'),
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
    beforeOperation: [limitLoginsPerAddress],
    afterError: [countFailedLogin],
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
