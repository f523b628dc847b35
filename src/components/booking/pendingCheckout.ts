/**
 * The checkout this browser tab opened, kept in sessionStorage (this tab only, gone when it closes) so that coming
 * back without paying — Back, or Cancel on the checkout — gives the seats back at once and refills the form.
 */
export type PendingCheckout = {
  bookingId: number
  token: string
  contact: { firstName: string; lastName: string; email: string; phone: string }
  participants: { firstName: string; lastName: string; ageGroup: string }[]
}

export type ReleasedCheckout = { status: string; released: boolean; successPath?: string }

const keyOf = (scheduleId: number) => `swsd:checkout:${scheduleId}`

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function rememberCheckout(scheduleId: number, pending: PendingCheckout): void {
  try {
    storage()?.setItem(keyOf(scheduleId), JSON.stringify(pending))
  } catch {
    // Storage full or disabled: the hold then lapses on its own.
  }
}

export function readCheckout(scheduleId: number): PendingCheckout | null {
  try {
    const value = JSON.parse(storage()?.getItem(keyOf(scheduleId)) ?? 'null') as PendingCheckout | null
    return value && typeof value.bookingId === 'number' && typeof value.token === 'string' ? value : null
  } catch {
    return null
  }
}

export const forgetCheckout = (scheduleId: number) => storage()?.removeItem(keyOf(scheduleId))

/** After a confirmed payment nothing is left to give back. */
export function forgetCheckoutOfBooking(bookingId: number): void {
  const store = storage()
  if (!store) return
  for (const key of Object.keys(store)) {
    if (key.startsWith('swsd:checkout:') && readCheckout(Number(key.slice('swsd:checkout:'.length)))?.bookingId === bookingId) store.removeItem(key)
  }
}

/** Asks the server to end the checkout and release its seats; null when that could not be done now. */
export async function releaseCheckout({ bookingId, token }: PendingCheckout): Promise<ReleasedCheckout | null> {
  try {
    const response = await fetch('/api/cancel-checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingId, token }),
    })
    if (response.status === 404) return { status: 'unknown', released: false }
    return response.ok ? ((await response.json()) as ReleasedCheckout) : null
  } catch {
    return null
  }
}
