'use client'

import { useEffect } from 'react'

import { ClassNotFound } from '@/components/prep/ClassNotFound'

export default function ClassPrepError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Class prep page failed to load', error.digest ?? error)
  }, [error])
  return <ClassNotFound phone={null} />
}
