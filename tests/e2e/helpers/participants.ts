import type { Locator } from '@playwright/test'

/** Fills one daughter's row of a mother-daughter form (the booking, community and waitlist forms share its fields). */
export async function fillDaughter(row: Locator, firstName: string, lastName: string, ageGroup = '12-15'): Promise<void> {
  await row.getByLabel('First name').fill(firstName)
  await row.getByLabel('Last name').fill(lastName)
  await row.getByLabel('Age group').selectOption(ageGroup)
}
