import { expect, type Page } from '@playwright/test'

import { newClientAddress } from './clientAddress'

/**
 * Signs in for /cms as the owner does: the server sends a signed-out /cms to /admin/login (with its CAPTCHA), which
 * comes back. The form works before it hydrates, so it is filled as soon as the page has loaded. The page signs in from
 * an address of its own (newClientAddress), as each staff member would.
 */
export async function logIntoCms(page: Page, account: { email: string; password: string }) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcms/)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}
