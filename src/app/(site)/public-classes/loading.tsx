import styles from '@/components/schedule/schedule.module.css'

export default function Loading() {
  return (
    <main id="main" className={styles.page}>
      <div role="status" className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        <p>Loading class schedule...</p>
      </div>
    </main>
  )
}
