/** A schedule id from an address segment; null when it is not one. */
export const parseScheduleId = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null)
