export const ALL_CITIES = 'All Cities'
const UNKNOWN_CITY = 'Unknown'

/** The distinct cities, sorted, without 'Unknown' or blanks. */
export const distinctCities = (cities: readonly (string | null | undefined)[]): string[] =>
  [...new Set(cities.map((c) => c?.trim() ?? '').filter((c) => c !== '' && c !== UNKNOWN_CITY))].sort((a, b) => a.localeCompare(b))

/** The filter's options: 'All Cities' then the sorted cities; none at all (no filter shown) unless there are 2+. */
export const cityFilterOptions = (cities: readonly (string | null | undefined)[]): string[] => {
  const distinct = distinctCities(cities)
  return distinct.length > 1 ? [ALL_CITIES, ...distinct] : []
}

/** The city chosen by a search parameter, or null for all cities. */
export const parseCity = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const city = value.trim()
  return city === '' || city === ALL_CITIES ? null : city.slice(0, 100)
}

/** Whether an occurrence in `city` passes the filter (null = all cities). Compared case-insensitively. */
export const matchesCity = (city: string | null | undefined, chosen: string | null): boolean =>
  chosen === null || (city ?? '').trim().toLowerCase() === chosen.toLowerCase()
