'use client'

import { useEffect, useState } from 'react'

/** Copies text to the clipboard and shows 'Copied!' for `ms` (2 seconds by default). */
export function CopyButton({ text, label, ms = 2000, className }: { text: string; label: string; ms?: number; className?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), ms)
    return () => clearTimeout(timer)
  }, [copied, ms])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      window.prompt('Copy this:', text)
    }
  }
  return (
    <button type="button" className={className ?? 'admin-button admin-button--small admin-button--ghost'} onClick={copy} aria-label={copied ? undefined : label}>
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </button>
  )
}
