'use client'

import { useEffect } from 'react'

import styles from '@/components/schedule/schedule.module.css'

/** The schedule could not be read (public-site §8). */
export function ScheduleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Class schedule failed to load', error.digest ?? error)
  }, [error])

  return (
    <main id="main" className={styles.page}>
      <div role="alert" className={styles.status}>
        <h1>Unable to Load Schedule</h1>
        <p>Failed to load class schedule. Please try again later.</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    </main>
  )
}
