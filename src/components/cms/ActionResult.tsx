'use client'

import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react'

export type Said = { tone: 'done' | 'refused'; text: string }

const resultKey = (id: string | number) => `booking-action-result:${id}`

/** Keeps what an action did for the page that the reload after it brings (read once, by useResultKeptForReload). */
export function keepResultForReload(id: string | number, text: string): void {
  sessionStorage.setItem(resultKey(id), text)
  // The reloaded page shows the result where it is; the browser's own restoring of the old scroll would hide it.
  window.history.scrollRestoration = 'manual'
}

/** What to tell the owner: the result kept by the action before the reload, then whatever this page says. */
export function useResultKeptForReload(id: string | number | undefined): [Said | null, Dispatch<SetStateAction<Said | null>>] {
  const [said, setSaid] = useState<Said | null>(null)
  useEffect(() => {
    if (id == null) return
    const kept = sessionStorage.getItem(resultKey(id))
    if (!kept) return
    sessionStorage.removeItem(resultKey(id))
    // sessionStorage exists only in the browser: the result of the action before the reload is read once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaid({ tone: 'done', text: kept })
  }, [id])
  return [said, setSaid]
}

/**
 * The result of an action, announced and focused. On a phone the sidebar sits below the form: the result is brought to
 * where the owner is looking. The form above it (the history table, relationship fields) is still loading after the
 * reload and pushes it down, so it is brought back while the page grows (on a busy server for many seconds), until the
 * owner scrolls, touches, clicks or types.
 */
export function ActionResult({ said }: { said: Said | null }) {
  const showResult = useCallback((node: HTMLParagraphElement | null) => {
    if (!node) return
    const bring = () => node.scrollIntoView({ block: 'center' })
    bring()
    node.focus({ preventScroll: true })
    // Payload's admin keeps the body at the window's height: the page grows in the result's ancestors.
    const growing = new ResizeObserver(bring)
    for (let ancestor = node.parentElement; ancestor; ancestor = ancestor.parentElement) growing.observe(ancestor)
    const owner = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const
    const stop = () => {
      growing.disconnect()
      for (const event of owner) window.removeEventListener(event, stop)
    }
    for (const event of owner) window.addEventListener(event, stop, { once: true })
    window.setTimeout(stop, 20_000)
  }, [])
  if (!said) return null
  return (
    <p key={said.text} ref={showResult} tabIndex={-1} role={said.tone === 'refused' ? 'alert' : 'status'} style={{ color: said.tone === 'refused' ? 'var(--theme-error-500)' : undefined }}>
      {said.text}
    </p>
  )
}
