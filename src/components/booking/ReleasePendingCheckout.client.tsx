'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { readCheckout, releaseCheckout } from './pendingCheckout'

/**
 * On a 'full' page: when the seats that fill the class are this tab's own unpaid checkout (the visitor came Back
 * from it), give them back and show the page again, which then has room and the visitor's form.
 */
export function ReleasePendingCheckout({ scheduleId }: { scheduleId: number }) {
  const router = useRouter()
  useEffect(() => {
    const pending = readCheckout(scheduleId)
    if (!pending) return
    void releaseCheckout(pending).then((released) => {
      if (released?.released) router.refresh()
    })
  }, [scheduleId, router])
  return null
}
