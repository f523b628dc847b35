import { createElement } from 'react'

import styles from './prep.module.css'

type Prep = 'class' | 'private'

/** One list for both prep pages; the spec adds a snack for a private workshop only. */
const ITEMS: { text: string; only?: Prep }[] = [
  { text: 'A water bottle' },
  { text: 'A snack (optional)', only: 'private' },
  { text: 'A note pad (optional)' },
  { text: 'Your sense of humor' },
]

/**
 * The 'What to bring' section of the class prep and private class prep pages. Called as a function with the items as
 * arguments, not as a component with an array of keyed items, so the pages' HTML (and its RSC payload) is byte for
 * byte what it was when each page wrote its list out.
 */
export function whatToBring(prep: Prep) {
  const items = ITEMS.filter((item) => !item.only || item.only === prep).map((item) => createElement('li', null, item.text))
  return (
    <section aria-labelledby="bring" className={styles.section}>
      <h2 id="bring">What to bring</h2>
      {createElement('ul', null, ...items)}
    </section>
  )
}
