import { Link } from '@/components/layout/Link'

import { CitySelect } from '@/components/schedule/CitySelect.client'
import { toScheduleView } from '@/components/schedule/cardView'
import { CleanupExpiredBookings } from '@/components/schedule/CleanupExpiredBookings.client'
import { ScheduleCards } from '@/components/schedule/ScheduleCards.client'
import { ScheduleJsonLd } from '@/components/seo/ScheduleJsonLd'
import styles from '@/components/schedule/schedule.module.css'
import { WhatToExpect } from '@/components/schedule/WhatToExpect'
import { ALL_CITIES, cityFilter, matchesCity } from '@/domain/schedule/cityFilter'
import { DEFAULT_TAB, emptyMessage, SCHEDULE_TABS, type ScheduleTab, TAB_LABELS } from '@/domain/schedule/tabs'
import { getPublicSchedule } from '@/server/publicSchedule'
import { getSiteSettings } from '@/server/siteContent'

const hrefFor = (tab: ScheduleTab, city: string | null): string => {
  const params = new URLSearchParams()
  if (tab !== DEFAULT_TAB) params.set('tab', tab)
  if (city) params.set('city', city)
  const query = params.toString()
  return query ? `/public-classes?${query}` : '/public-classes'
}

/**
 * /public-classes: one tab of the schedule, optionally filtered by city. Served from the cache per tab; with a city
 * it renders per request (src/server/http/cachedPages.ts). Either way from the same cached schedule and seat counts.
 */
export async function PublicClassesView({ tab, requestedCity }: { tab: ScheduleTab; requestedCity: string | null }) {
  const now = new Date()
  const [inTab, settings] = await Promise.all([getPublicSchedule(tab, now), getSiteSettings()])
  const businessName = settings.businessName ?? ''
  const email = settings.email ?? ''

  const { options: cityOptions, city } = cityFilter(inTab.map((o) => o.city), requestedCity)
  const shown = inTab.filter((o) => matchesCity(o.city, city))
  const view = toScheduleView(shown)

  return (
    <main id="main" className={styles.page}>
      <CleanupExpiredBookings />

      <header className={styles.hero}>
        <h1>Public Self-Defense Classes</h1>
        <p>Hands-on classes for women and girls across the SF Bay Area. Pick a class below and reserve your spot online.</p>
        <p>
          Giving a class? <Link href="/gift-certificates">Buy a gift certificate</Link>.
        </p>
      </header>

      <nav aria-label="Class type" className={styles.tabs}>
        {SCHEDULE_TABS.map((t) => (
          <Link key={t} href={hrefFor(t, city)} className={styles.tab} aria-current={t === tab ? 'page' : undefined} scroll={false}>
            {TAB_LABELS[t]}
          </Link>
        ))}
      </nav>

      {cityOptions.length > 0 && (
        <div className={styles.cityFilter}>
          <nav aria-label="Filter by city" className={styles.cityButtons}>
            {cityOptions.map((option) => {
              const value = option === ALL_CITIES ? null : option
              return (
                <Link
                  key={option}
                  href={hrefFor(tab, value)}
                  className={styles.cityButton}
                  aria-current={value === city ? 'page' : undefined}
                  scroll={false}
                >
                  {option}
                </Link>
              )
            })}
          </nav>
          <form action="/public-classes" method="get" className={styles.cityForm}>
            {tab !== DEFAULT_TAB && <input type="hidden" name="tab" value={tab} />}
            <CitySelect
              key={city ?? ALL_CITIES}
              options={cityOptions}
              selected={city}
              hrefFor={Object.fromEntries(cityOptions.map((o) => [o, hrefFor(tab, o === ALL_CITIES ? null : o)]))}
            />
            <noscript>
              <button type="submit" className={styles.button}>
                Show
              </button>
            </noscript>
          </form>
        </div>
      )}

      <section aria-labelledby="schedule-heading" className={styles.schedule}>
        <h2 id="schedule-heading" className="visually-hidden">
          {TAB_LABELS[tab]}
          {city ? ` in ${city}` : ''}
        </h2>
        {shown.length === 0 ? (
          <p className={styles.empty}>{emptyMessage(tab, city)}</p>
        ) : (
          <>
            <ScheduleJsonLd schedule={view} businessName={businessName} />
            <ScheduleCards schedule={view} businessName={businessName} email={email} renderedAt={now.toISOString()} />
          </>
        )}
      </section>

      <WhatToExpect />
    </main>
  )
}
