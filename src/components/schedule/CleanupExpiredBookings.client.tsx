'use client'

import { useEffect } from 'react'

import { shouldSendCleanup } from '@/domain/schedule/cleanup'

/** On about 10% of loads, silently asks the server to release lapsed seat holds (public-site §7). Renders nothing. */
export function CleanupExpiredBookings() {
  useEffect(() => {
    if (!shouldSendCleanup(Math.random)) return
    fetch('/api/cleanup-expired-bookings', { method: 'POST', keepalive: true }).catch((error: unknown) => {
      // The spec ignores failures of this call; keep a trace for developers only.
      console.debug('cleanup-expired-bookings failed', error)
    })
  }, [])
  return null
}
