import { useEffect, useState } from 'react'

import { SAVED_NOTICE_MS } from '@/domain/instructor/attendance'

/**
 * A staff form's save feedback: unsaved changes are reported to the page's leave guard while the form is mounted,
 * and 'Saved!' shows for 3 seconds after a save (spec §9).
 */
export function useSaveFeedback(dirty: boolean, setDirty: (dirty: boolean) => void) {
  const [showSaved, setShowSaved] = useState(false)
  useEffect(() => setDirty(dirty), [dirty, setDirty])
  useEffect(() => () => setDirty(false), [setDirty])
  useEffect(() => {
    if (!showSaved) return
    const timer = setTimeout(() => setShowSaved(false), SAVED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [showSaved])
  return { showSaved, setShowSaved }
}
