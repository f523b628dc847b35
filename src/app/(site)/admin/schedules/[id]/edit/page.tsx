import { redirect } from 'next/navigation'

import { requireStaffPage } from '@/server/auth/requireStaffPage'

/** The Edit button's target: the schedule in the owner's CMS. */
export default async function EditSchedule({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage()
  const { id } = await params
  redirect(/^\d+$/.test(id) ? `/cms/collections/schedules/${id}` : '/admin/schedules')
}
