'use client'

import { useState } from 'react'

import { PayButton } from './PayButton.client'

/** The required "I accept the private class policies" and 'Pay the deposit' (to Stripe's Checkout). */
export function PayDeposit({ token, label }: { token: string; label: string }) {
  const [accepted, setAccepted] = useState(false)

  return (
    <div>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', margin: '1rem 0' }}>
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} required />
        <span>I accept the private class policies</span>
      </label>
      <PayButton path="/api/private-deposit" body={{ token, accepted }} label={label} refusal={accepted ? null : 'Please accept the private class policies to continue.'} />
    </div>
  )
}
