import { useEffect, useState } from 'react'

import { forgetCheckout, type PendingCheckout, readCheckout, releaseCheckout, rememberCheckout } from './pendingCheckout'
import type { OpenedCheckout } from './submitBooking'

/** What became of the checkout this tab left for: cancelled (and the form refilled), or paid after all. */
export type CheckoutReturn = { kind: 'cancelled'; refilled: boolean } | { kind: 'paid'; successPath: string }

type SentForm = Pick<PendingCheckout, 'contact' | 'participants'>

/**
 * Back from the checkout (a fresh load, or this page restored from the back-forward cache) or its Cancel: gives this
 * tab's unpaid seats back and refills the form with what was sent. `onShow` runs on every showing of the page;
 * both callbacks must keep their identity. A waitlist form leaves the checkout alone (`handlesReturn` false): the page
 * gives the seats back itself and turns into the booking form, which then refills.
 */
export function useReturnFromCheckout(
  scheduleId: number,
  checkoutCancelled: boolean,
  onShow: () => void,
  refill: (sent: SentForm) => void,
  handlesReturn = true,
) {
  const [returned, setReturned] = useState<CheckoutReturn | null>(checkoutCancelled ? { kind: 'cancelled', refilled: false } : null)

  useEffect(() => {
    const resume = async () => {
      onShow()
      if (!handlesReturn) return
      const pending = readCheckout(scheduleId)
      if (!pending) return
      refill(pending)
      const released = await releaseCheckout(pending)
      if (!released) return
      forgetCheckout(scheduleId)
      setReturned(
        released.status === 'confirmed' && released.successPath
          ? { kind: 'paid', successPath: released.successPath }
          : { kind: 'cancelled', refilled: true },
      )
    }
    void resume()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void resume()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [scheduleId, onShow, refill, handlesReturn])

  /** Remembers what was sent, so that coming back unpaid can give the seats back, and opens the checkout. */
  const goToCheckout = (checkout: OpenedCheckout, sent: SentForm) => {
    if (checkout.bookingId && checkout.cancelToken) {
      rememberCheckout(scheduleId, { bookingId: checkout.bookingId, token: checkout.cancelToken, ...sent })
    }
    setReturned(null)
    window.location.assign(checkout.checkoutUrl)
  }

  return { returned, goToCheckout }
}
