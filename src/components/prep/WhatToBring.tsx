import styles from './prep.module.css'

type Prep = 'class' | 'private'

/** One list for both prep pages; the spec adds a snack for a private workshop only. */
const ITEMS: { text: string; only?: Prep }[] = [
  { text: 'A water bottle' },
  { text: 'A snack (optional)', only: 'private' },
  { text: 'A note pad (optional)' },
  { text: 'Your sense of humor' },
]

/** The 'What to bring' section of the class prep and private class prep pages. */
export function WhatToBring({ prep }: { prep: Prep }) {
  return (
    <section aria-labelledby="bring" className={styles.section}>
      <h2 id="bring">What to bring</h2>
      <ul>
        {ITEMS.filter((item) => !item.only || item.only === prep).map((item) => (
          <li key={item.text}>{item.text}</li>
        ))}
      </ul>
    </section>
  )
}
