'use client'

import { Link } from '@/components/layout/Link'
import type { ComponentProps } from 'react'

import { useUnsavedChanges } from './UnsavedChanges.client'

/** An in-app link that asks before leaving unsaved changes (a client-side navigation fires no beforeunload). */
export function GuardedLink(props: ComponentProps<typeof Link>) {
  const { confirmLeave, setDirty } = useUnsavedChanges()
  return (
    <Link
      {...props}
      onClick={(event) => {
        if (!confirmLeave()) event.preventDefault()
        else setDirty(false)
      }}
    />
  )
}
