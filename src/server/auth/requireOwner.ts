import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { AppError } from '@/lib/errors'

import { requireStaff, type StaffUser } from './requireStaff'

/** For the owner's actions: the signed-in owner, else UNAUTHENTICATED (401) or, for an instructor, FORBIDDEN (403). */
export function requireOwner(user: PayloadRequest['user'] | null | undefined): StaffUser {
  const staff = requireStaff(user)
  if (!hasRole(staff, 'owner')) throw new AppError('FORBIDDEN', 'Only the owner can do this.')
  return staff
}
