import styles from '@/components/schedule/schedule.module.css'

/*
 * Shown while the schedule renders. Without JavaScript the streamed page would stay in the hidden container React
 * streams it into; the <noscript> style reveals it and hides this spinner, so the page still works without scripts.
 */
const NO_SCRIPT_CSS = `[hidden][id^="S:"]{display:block!important}.${styles.status}[data-loading]{display:none!important}`

export default function Loading() {
  return (
    <main id="main" className={styles.page}>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <div role="status" className={styles.status} data-loading>
        <span className={styles.spinner} aria-hidden="true" />
        <p>Loading class schedule...</p>
      </div>
    </main>
  )
}
