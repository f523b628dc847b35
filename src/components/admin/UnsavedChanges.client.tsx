'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'

export const UNSAVED_CONFIRM = 'You have unsaved changes. Leave without saving?'

type Value = { dirty: boolean; setDirty: (dirty: boolean) => void; confirmLeave: () => boolean }

const UnsavedChanges = createContext<Value>({ dirty: false, setDirty: () => undefined, confirmLeave: () => true })

/** Shares "there are unsaved changes" across the admin area: the browser's leave warning and in-app confirmations. */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false)

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const confirmLeave = useCallback(() => !dirty || window.confirm(UNSAVED_CONFIRM), [dirty])
  const value = useMemo(() => ({ dirty, setDirty, confirmLeave }), [dirty, confirmLeave])
  return <UnsavedChanges.Provider value={value}>{children}</UnsavedChanges.Provider>
}

export const useUnsavedChanges = () => useContext(UnsavedChanges)
