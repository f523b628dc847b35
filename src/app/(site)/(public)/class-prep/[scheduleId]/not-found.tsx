import { ClassNotFound } from '@/components/prep/ClassNotFound'
import { getSiteSettings } from '@/server/siteContent'

export default async function ClassPrepNotFound() {
  const settings = await getSiteSettings()
  return <ClassNotFound phone={settings.phone ?? null} />
}
