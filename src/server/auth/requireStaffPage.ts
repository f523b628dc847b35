import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/server/payloadClient'
import { type StaffUser, staffFromHeaders } from './requireStaff'

/** Every /admin page calls this first: the signed-in instructor or owner, or a redirect to /admin/login. */
export async function requireStaffPage(): Promise<{ payload: Awaited<ReturnType<typeof getPayloadClient>>; user: StaffUser }> {
  const payload = await getPayloadClient()
  const user = await staffFromHeaders(payload, await headers())
  if (!user) redirect('/admin/login')
  return { payload, user }
}
