export const ALL_CITIES = 'All Cities'
const UNKNOWN_CITY = 'Unknown'

const sameCity = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
const byName = (a: string, b: string): number => a.localeCompare(b)

/** The distinct cities, sorted, without 'Unknown' or blanks. */
const distinctCities = (cities: readonly (string | null | undefined)[]): string[] =>
  [...new Set(cities.map((c) => c?.trim() ?? '').filter((c) => c !== '' && c !== UNKNOWN_CITY))].sort(byName)

export type CityFilter = {
  /** 'All Cities' then the sorted cities; empty when no filter is shown. */
  options: string[]
  /** The city the list is filtered by, spelled as its option; null for all cities. */
  city: string | null
}

/**
 * The city filter of one tab, from the cities of its classes and the city asked for (null = all). The filter shows
 * only with 2+ cities. A city chosen on the other tab stays chosen on a tab with no class there: it is offered and
 * marked, and the list says '...in {city}.', so the filter always marks what the list shows.
 */
export function cityFilter(cities: readonly (string | null | undefined)[], requested: string | null): CityFilter {
  const distinct = distinctCities(cities)
  const city = requested === null ? null : (distinct.find((c) => sameCity(c, requested)) ?? requested)
  const missing = city !== null && !distinct.includes(city)
  const offered = missing ? [...distinct, city].sort(byName) : distinct
  return { options: offered.length > 1 || missing ? [ALL_CITIES, ...offered] : [], city }
}

/** The city chosen by a search parameter, or null for all cities. */
export const parseCity = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const city = value.trim()
  return city === '' || city === ALL_CITIES ? null : city.slice(0, 100)
}

/** Whether an occurrence in `city` passes the filter (null = all cities). Compared case-insensitively. */
export const matchesCity = (city: string | null | undefined, chosen: string | null): boolean =>
  chosen === null || sameCity((city ?? '').trim(), chosen)
