import { useCallback, useEffect, useRef, useState } from 'react'

import type { PromoPreview } from '@/server/promos/checkPromoCode'

type Applied = PromoPreview & { participantCount: number }

/** The refusal or the answer of POST /api/check-promo-code. */
async function askServer(body: object): Promise<PromoPreview> {
  const response = await fetch('/api/check-promo-code', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const answer = (await response.json().catch(() => ({}))) as Partial<PromoPreview> & { error?: string }
  if (!response.ok) throw new Error(answer.error || 'The promo code could not be checked. It is checked again when you continue to payment.')
  return answer as PromoPreview
}

/**
 * The booking form's 'Promo code': what was typed, and, after Apply, what the server says it takes off (asked again
 * when the number of people changes). The browser never prices it: the booking is priced again when it is made.
 */
export function usePromoCode({ scheduleId, participantCount, email }: { scheduleId: number; participantCount: number; email: string }) {
  const [code, setCode] = useState('')
  const [applied, setApplied] = useState<Applied | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const latest = useRef({ participantCount, email })
  latest.current = { participantCount, email }

  const apply = useCallback(
    async (typed: string) => {
      if (!typed.trim()) return
      setChecking(true)
      setError(null)
      const count = latest.current.participantCount
      try {
        const preview = await askServer({ code: typed.trim(), classScheduleId: scheduleId, participantCount: count, email: latest.current.email.trim() || undefined })
        setApplied({ ...preview, participantCount: count })
      } catch (refusal) {
        setApplied(null)
        setError(refusal instanceof Error && refusal.name !== 'TypeError' ? refusal.message : 'The promo code could not be checked. It is checked again when you continue to payment.')
      } finally {
        setChecking(false)
      }
    },
    [scheduleId],
  )

  // A percent off, or a minimum of participants, depends on the party: ask again when it changes.
  useEffect(() => {
    if (applied && applied.participantCount !== participantCount) void apply(applied.code)
  }, [applied, participantCount, apply])

  return {
    code,
    applied,
    error,
    checking,
    apply: () => apply(code),
    change: (typed: string) => {
      setCode(typed)
      setApplied(null)
      setError(null)
    },
    /** The server refused the code when the booking was sent. */
    refuse: (message: string) => {
      setApplied(null)
      setError(message)
    },
  }
}

export type PromoCodeState = ReturnType<typeof usePromoCode>
