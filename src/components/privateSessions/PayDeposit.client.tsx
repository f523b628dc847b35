'use client'

import { useState } from 'react'

import { PayButton } from './PayButton.client'

import { type DepositCodeValues, DepositCodes } from './DepositCodes.client'

/** The required "I accept the private class policies" and 'Pay the deposit' (to Stripe's Checkout). */
export function PayDeposit({ token, label }: { token: string; label: string }) {
  const [accepted, setAccepted] = useState(false)
  const [codes, setCodes] = useState<DepositCodeValues>({ promoCode: '', creditCode: '' })

  return (
    <div>
      <DepositCodes token={token} value={codes} onChange={setCodes} />
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', margin: '1rem 0' }}>
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} required />
        <span>I accept the private class policies</span>
      </label>
      <PayButton path="/api/private-deposit" body={{ token, accepted, ...codes }} label={label} refusal={accepted ? null : 'Please accept the private class policies to continue.'} />
    </div>
  )
}
