/** The groups of /cms's navigation and dashboard, in the owner's words. */
export const ADMIN_GROUP = {
  website: 'Website',
  classes: 'Classes',
  bookings: 'Bookings',
  settings: 'Settings',
} as const
