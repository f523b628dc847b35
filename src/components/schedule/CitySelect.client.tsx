'use client'

import { useRouter } from 'next/navigation'

import { ALL_CITIES } from '@/domain/schedule/cityFilter'

import styles from './schedule.module.css'

type Props = { options: string[]; selected: string | null; hrefFor: Record<string, string> }

/** The city filter as a dropdown (small screens). Inside a GET form, so it also works without JavaScript. */
export function CitySelect({ options, selected, hrefFor }: Props) {
  const router = useRouter()
  return (
    <>
      <label htmlFor="city-select" className={styles.selectLabel}>
        City
      </label>
      <select
        id="city-select"
        name="city"
        className={styles.select}
        defaultValue={selected ?? ALL_CITIES}
        onChange={(event) => router.push(hrefFor[event.target.value] ?? '/public-classes', { scroll: false })}
      >
        {options.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </select>
    </>
  )
}
