import { expect, type Page } from '@playwright/test'

/** Signs in for /cms as the owner does: /cms sends the visitor to /admin/login (with its CAPTCHA), which comes back. */
export async function logIntoCms(page: Page, account: { email: string; password: string }) {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcms/)
  // Typed before the form hydrates, the values would be lost and the login refused ('Please enter a password').
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}
