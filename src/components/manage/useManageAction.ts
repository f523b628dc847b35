import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useHydrated } from '@/components/states/useHydrated'
import type { ManageAction } from '@/domain/manage/manageActions'

type Answer = Record<string, unknown> & { error?: string; code?: string; messages?: string[] }

/** A refusal: the server's words, with its code and details (the current fee when the page showed an older one). */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(answer.error)
  }
}

/** POSTs one manage action; the answer's `error` (the server's words) is thrown as a Refusal. */
export async function sendManageAction(path: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`/api/manage-booking/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as Answer
  if (!response.ok) throw new Refusal({ ...answer, error: answer.error ?? `The request failed (${response.status}). Please try again.` })
  return answer
}

/**
 * What the manage page's panels share: the action in progress, its outcome (a message, or the error in the server's
 * words), and the move fee this page shows.
 */
export function useManageAction(moveFeeCents: number) {
  const router = useRouter()
  const ready = useHydrated()
  const [busy, setBusy] = useState<ManageAction | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  // The fee this page shows; a tab left open since the first move is corrected by the server's answer before charging.
  // Kept only while the page still shows the fee it corrected (a refresh brings the server's own).
  const [correction, setCorrection] = useState<{ shown: number; fee: number } | null>(null)
  const fee = correction?.shown === moveFeeCents ? correction.fee : moveFeeCents

  /** Runs one action; a message it returns is shown and the page refreshed (null: the page is leaving). */
  async function run(action: ManageAction, work: () => Promise<string | null>) {
    setBusy(action)
    setError(null)
    setDone(null)
    try {
      const message = await work()
      if (message) {
        setDone(message)
        router.refresh()
      }
    } catch (e) {
      if (e instanceof Refusal && e.answer.code === 'MOVE_FEE_CHANGED' && typeof e.answer.feeCents === 'number') setCorrection({ shown: moveFeeCents, fee: e.answer.feeCents })
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(null)
    }
  }

  return { busy, error, setError, done, fee, run, disabled: !ready || busy !== null }
}

export type ManageActionState = ReturnType<typeof useManageAction>
