import type { Page } from '@playwright/test'

export async function logIntoCms(page: Page, account: { email: string; password: string }) {
  await page.goto('/cms/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
}
