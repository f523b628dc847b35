'use client'

import { ErrorState } from '@/components/states/ErrorState.client'

export default function TestimonialsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorState title="Student Success Stories" text="Unable to load testimonials. Please try again later." error={error} reset={reset} />
}
