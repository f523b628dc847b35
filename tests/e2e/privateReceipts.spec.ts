import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import type { Download, Page } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { pdfText } from '../helpers/pdfText'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { sendWorkplaceProposal } from './helpers/workplaceProposal'

// The demo server (no Stripe): 'Pay the deposit' takes it as paid at once, through the same fulfilment.
const SHOTS = '/tmp/shots-invoices'
mkdirSync(SHOTS, { recursive: true })
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
const textOf = async (download: Download) => (await pdfText(readFileSync(await download.path()))).join('\n')

type Email = { to: string; attachments?: { filename: string; contentType: string; content: string }[] | null }

/** The dashboard's 'Workplace safety $X (n payments)' line, as what was paid (before refunds) in cents and a count. */
async function workplaceRevenue(page: Page): Promise<{ cents: number; payments: number }> {
  await page.goto('/cms')
  const line = await page.getByTestId('private-revenue-line').filter({ hasText: 'Workplace safety' }).innerText()
  // '$300.00 (1 payment)', or net of refunds '$75.00 (2 payments, $225.00 refunded)': what was paid is the net plus the refunded.
  const [, net, payments, refunded] = /(-?\$[\d,]+\.\d\d)\s*\((\d+) payments?(?:, \$([\d,]+\.\d\d) refunded)?\)/.exec(line) ?? []
  const cents = (dollars: string | undefined) => Math.round(Number((dollars ?? '0').replace(/[$,]/g, '')) * 100)
  return { cents: cents(net) + cents(refunded), payments: Number(payments) }
}

test("the organizer's deposit is receipted (INV-…): emailed as a PDF, listed and downloadable on their page; the owner sees the revenue and the receipt in /cms", async ({ page, owner, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  const before = await workplaceRevenue(page)

  const { email, link } = await sendWorkplaceProposal(owner)

  // The organizer, on a phone: a PO number, the policies, the deposit.
  const organizer = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await organizer.goto(link)
  await organizer.getByLabel('PO number (optional, printed on your receipts)').fill('PO-2231')
  await organizer.getByRole('button', { name: 'Save the PO number' }).click()
  await expect(organizer.getByRole('status').filter({ hasText: 'Saved: your receipts will show PO number PO-2231.' })).toBeVisible()
  await organizer.screenshot({ path: `${SHOTS}/proposal-po-number-390.png`, fullPage: true })
  await organizer.getByLabel('I accept the private class policies').check()
  await organizer.getByRole('button', { name: 'Pay the deposit' }).click()
  await expect(organizer.getByTestId('private-status')).toContainText('Confirmed: we received $300.00.')

  const receipts = organizer.getByTestId('receipts')
  await expect(receipts.getByRole('heading', { name: 'Receipts' })).toBeVisible()
  await expect(receipts).toContainText('Deposit (50%): $300.00, paid')
  const receiptLink = receipts.getByRole('link', { name: /^INV-\d{4}-\d{4,} \(PDF\)$/ })
  await expect(receiptLink).toBeVisible()
  const number = /INV-\d{4}-\d{4,}/.exec((await receiptLink.textContent()) ?? '')?.[0]
  expect(number, 'the receipt link names its number').toBeTruthy()
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/session-receipts-390.png`, fullPage: true })

  const [download] = await Promise.all([organizer.waitForEvent('download'), receiptLink.click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const pdf = await textOf(download)
  expect(pdf).toContain(`Receipt number: ${number}`)
  expect(pdf).toContain('Acme Logistics')
  expect(pdf).toContain('PO number: PO-2231')
  expect(pdf).toContain('Still due: $300.00 on ')
  // Served uncached, and only to the holder of the link: another token gets nothing.
  const href = (await receiptLink.getAttribute('href'))!
  const response = await organizer.request.get(href)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['cache-control']).toContain('no-store')
  expect((await organizer.request.get(href.replace(/\/private-sessions\/[^/]+\//, `/private-sessions/${'A'.repeat(43)}/`))).status()).toBe(404)

  // The receipt email, queued with the PDF.
  await expect
    .poll(async () => (await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=private-receipt&depth=0`)).docs.length)
    .toBe(1)
  const [receiptEmail] = (await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=private-receipt&depth=0`)).docs
  const attached = receiptEmail.attachments![0]
  expect(attached).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' })
  expect((await pdfText(Buffer.from(attached.content, 'base64'))).join('\n')).toContain(`Receipt number: ${number}`)

  // Kept for looking at (pdftoppm -png -r 80 receipt.pdf receipt).
  writeFileSync(`${SHOTS}/receipt.pdf`, Buffer.from(attached.content, 'base64'))
  await organizer.close()

  // The owner: the month's workplace revenue grew by the deposit; the receipt in /cms, downloadable.
  const after = await workplaceRevenue(page)
  expect(after).toEqual({ cents: before.cents + 30_000, payments: before.payments + 1 })
  await expect(page.getByTestId('private-revenue')).toContainText('Deposits held (sessions not yet held)')
  await page.getByTestId('private-revenue').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/cms-dashboard-1440.png`, fullPage: true })

  await page.goto('/cms/collections/invoices')
  await page.getByRole('link', { name: number, exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'PO number' })).toHaveValue('PO-2231')
  await page.screenshot({ path: `${SHOTS}/cms-invoice-1440.png`, fullPage: true })
  const [ownerDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the receipt (PDF)' }).click()])
  expect(await textOf(ownerDownload)).toContain(`Receipt number: ${number}`)

  await page.goto(`/cms/reports`)
  await expect(page.getByTestId('month-private-revenue')).toContainText('Workplace safety')
  await page.screenshot({ path: `${SHOTS}/cms-report-1440.png`, fullPage: true })
})
