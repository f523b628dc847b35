import { formatClassDate, formatClassTime } from '@/domain/time/format'

type ClassTime = { startTime: string | null; date: string }

/** 'Saturday, November 28, 2026 at 10:00 AM' in Pacific time; just the day for a class with a date only. */
export const classWhen = (o: ClassTime): string => (o.startTime ? `${formatClassDate(o.startTime)} at ${formatClassTime(o.startTime)}` : formatClassDate(o.date))

/** 'Saturday, November 28, 2026 at 10:00 AM in Walnut Creek': what a shared link says about a class. */
export const classWhenAndWhere = (o: ClassTime & { city: string | null }): string => (o.city ? `${classWhen(o)} in ${o.city}` : classWhen(o))
