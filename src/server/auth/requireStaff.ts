import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { AppError } from '@/lib/errors'
import type { User } from '@/payload-types'

export type StaffUser = User & { collection: 'users' }

type MaybeUser = PayloadRequest['user'] | null | undefined

/** The signed-in instructor or owner, or null. Payload has already checked the token and its server-side session. */
export const staffOrNull = (user: MaybeUser): StaffUser | null =>
  user && hasRole(user as StaffUser, 'owner', 'instructor') ? (user as StaffUser) : null

/** For /api/admin/* endpoints: the staff member behind the request, else UNAUTHENTICATED (401). */
export function requireStaff(user: MaybeUser): StaffUser {
  const staff = staffOrNull(user)
  if (!staff) throw new AppError('UNAUTHENTICATED', 'Please log in.')
  return staff
}

/** For /admin pages (server components): reads the session from the request headers; null when signed out. */
export async function staffFromHeaders(payload: Payload, headers: Headers): Promise<StaffUser | null> {
  const { user } = await payload.auth({ headers })
  return staffOrNull(user)
}
