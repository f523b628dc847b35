/** Days after the class-cancelled email that a customer who has not chosen is reminded (issue 16, item 5). */
const CLASS_CANCELLED_REMINDER_DAYS = 3

const DAY_MS = 86_400_000

/** The latest moment a class-cancelled email may have been sent for its reminder to be due at `now`. */
export const classCancelledReminderCutoff = (now: Date): Date => new Date(now.getTime() - CLASS_CANCELLED_REMINDER_DAYS * DAY_MS)
