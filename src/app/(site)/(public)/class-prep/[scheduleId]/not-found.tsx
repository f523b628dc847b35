import { ClassNotFound } from '@/components/prep/ClassNotFound'
import { getPayloadClient } from '@/lib/payload'

export default async function ClassPrepNotFound() {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return <ClassNotFound phone={settings.phone ?? null} />
}
