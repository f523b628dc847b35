/** The business name shown when site settings cannot be read (the database is down) and in the browser's error pages. */
export const FALLBACK_BUSINESS_NAME = 'SWSD Self-Defense'
