import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { confirmedPrivateSession, moveClockTo, pageThroughFakeCheckout, privateLinkIn, savedCardAnswers } from './helpers/privateSession'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts), on
// its test clock. The balance charged at its due time and a declined one paid through the link are in
// privateChain.spec.ts; here the owner's side of a declined balance.
const SHOTS = '/tmp/shots-balance'

test.describe.configure({ timeout: 180_000 })

test('a declined balance is on the owner\'s dashboard, linked to the session in /cms, until the organizer pays it', async ({ owner, browser, page }) => {
  const organizer = await pageThroughFakeCheckout(browser, { width: 390, height: 844 })
  const { id, emailsTo, sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 30 })
  await savedCardAnswers('decline')
  try {
    expect(await moveClockTo(owner, new Date((await sessionOf()).balanceDueAt!))).toContainEqual({ privateSessionId: id, outcome: 'declined' })
  } finally {
    await savedCardAnswers('succeed')
  }

  // The owner, on the dashboard: the balance is listed, linked to the session in /cms.
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto('/cms')
  const balances = page.getByTestId('needs-owner').locator('[data-need="balances"]')
  const listed = balances.locator(`a[href$="/collections/private-sessions/${id}"]`)
  await expect(balances).toContainText('Private session balances overdue (1)')
  await expect(listed).toContainText('Olga Organizer')
  await expect(listed).toContainText('$300.00 (the card has insufficient funds)')
  await page.screenshot({ path: `${SHOTS}/dashboard-balance-overdue-1440.png` })
  await listed.click()
  await expect(page).toHaveURL(new RegExp(`/cms/collections/private-sessions/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Olga Organizer' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'What' }).nth(2)).toHaveValue(
    'Balance of $300.00 not charged to the saved card: the card has insufficient funds. The organizer was emailed a link to pay it.',
  )
  await page.screenshot({ path: `${SHOTS}/cms-session-declined-1440.png`, fullPage: true })

  // Paid through the link, it leaves the dashboard.
  const [linkEmail] = await emailsTo('private-balance-link')
  await organizer.goto(privateLinkIn(linkEmail))
  await organizer.getByTestId('balance-due').getByRole('button', { name: 'Pay the balance' }).click()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByTestId('private-status')).toHaveText('Confirmed and paid in full: we received $600.00. Nothing is left to pay.')
  await page.goto('/cms')
  await expect(balances).toContainText('Private session balances overdue (0)')
  await expect(listed).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/dashboard-balance-paid-1440.png` })
  await organizer.close()
})
