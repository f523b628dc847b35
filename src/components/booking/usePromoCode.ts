import { useState } from 'react'

import type { PromoPreview } from '@/server/promos/checkPromoCode'

const NOT_CHECKED = 'The promo code could not be checked. It is checked again when you continue to payment.'

/** The refusal or the answer of POST /api/check-promo-code. */
async function askServer(body: object): Promise<PromoPreview> {
  const response = await fetch('/api/check-promo-code', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const answer = (await response.json().catch(() => ({}))) as Partial<PromoPreview> & { error?: string }
  if (!response.ok) throw new Error(answer.error || NOT_CHECKED)
  return answer as PromoPreview
}

/**
 * The booking form's 'Promo code': what was typed, and, after Apply, what the server says it takes off this party. The
 * browser never prices it: a discount shown for another number of people is withdrawn until Apply is pressed again,
 * and the booking is priced again on the server when it is made.
 */
export function usePromoCode({ scheduleId, participantCount, email }: { scheduleId: number; participantCount: number; email: string }) {
  const [code, setCode] = useState('')
  const [answer, setAnswer] = useState<(PromoPreview & { participantCount: number }) | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const applied = answer && answer.participantCount === participantCount ? answer : null

  async function apply() {
    if (!code.trim()) return
    setChecking(true)
    setError(null)
    try {
      const preview = await askServer({ code: code.trim(), classScheduleId: scheduleId, participantCount, email: email.trim() || undefined })
      setAnswer({ ...preview, participantCount })
    } catch (refusal) {
      setAnswer(null)
      setError(refusal instanceof Error && refusal.name !== 'TypeError' ? refusal.message : NOT_CHECKED)
    } finally {
      setChecking(false)
    }
  }

  return {
    code,
    applied,
    /** Applied for another number of people: Apply again to see the discount. */
    stale: answer !== null && applied === null,
    error,
    checking,
    apply,
    change: (typed: string) => {
      setCode(typed)
      setAnswer(null)
      setError(null)
    },
    /** The server refused the code when the booking was sent. */
    refuse: (message: string) => {
      setAnswer(null)
      setError(message)
    },
  }
}

export type PromoCodeState = ReturnType<typeof usePromoCode>
