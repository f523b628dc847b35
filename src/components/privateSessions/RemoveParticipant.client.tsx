'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import form from '@/components/forms/form.module.css'

/** The organizer's 'Remove' beside one participant. */
export function RemoveParticipant({ token, participant }: { token: string; participant: { id: number; name: string } }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remove = async () => {
    if (!window.confirm(`Remove ${participant.name} from this session?`)) return
    setBusy(true)
    const response = await fetch('/api/private-session-people/remove', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, participantId: participant.id }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as { error?: string } | null
    setBusy(false)
    if (!response?.ok) return setError(answer?.error ?? `${participant.name} could not be removed. Please try again.`)
    router.refresh()
  }
  return (
    <>
      <button type="button" className={form.secondary} onClick={() => void remove()} disabled={busy} aria-label={`Remove ${participant.name}`}>
        Remove
      </button>
      {error && (
        <p role="alert" className={form.banner}>
          {error}
        </p>
      )}
    </>
  )
}
