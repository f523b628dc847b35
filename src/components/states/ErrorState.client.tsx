'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

type Props = { title: string; text: string; error: Error & { digest?: string }; reset: () => void }

/** An error boundary's view: the spec's title and text, and a Try Again that reads the page again. */
export function ErrorState({ title, text, error, reset }: Props) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main id="main" className="page">
      <div className="state" role="alert">
        <h1>{title}</h1>
        <p>{text}</p>
        <button
          type="button"
          className="button"
          onClick={() =>
            startTransition(() => {
              router.refresh()
              reset()
            })
          }
        >
          Try Again
        </button>
      </div>
    </main>
  )
}
