import styles from './prep.module.css'

/** 'What not to bring' and 'What to wear' of a private session: the generic private prep page's and each session's own. */
export function PrivateNotToBringAndWear() {
  return (
    <>
      <section aria-labelledby="not-bring" className={styles.section}>
        <h2 id="not-bring">What not to bring</h2>
        <ul>
          <li>Jewelry: rings, bracelets, watches, necklaces and earrings can catch or scratch during drills. Please take them off.</li>
        </ul>
      </section>

      <section aria-labelledby="wear" className={styles.section}>
        <h2 id="wear">What to wear</h2>
        <p>Comfortable clothes that cover your knees, such as leggings or sweatpants. No shorts, please.</p>
      </section>
    </>
  )
}
