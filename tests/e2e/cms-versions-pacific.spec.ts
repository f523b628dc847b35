import { formatInTimeZone } from 'date-fns-tz'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'

// A browser in Tokyo, 16 or 17 hours ahead of Los Angeles: every time /cms shows must still be Pacific.
test.use({ timezoneId: 'Asia/Tokyo' })

const SHOTS = process.env.SCREENSHOT_DIR
const WIDTHS = [1280, 390]

type Version = { id: number; updatedAt: string; version: { hero: { title: string } } }

const pacific = (iso: string, pattern = 'EEE, MMM d, yyyy, h:mm:ss a') => formatInTimeZone(iso, 'America/Los_Angeles', pattern)
const tokyo = (iso: string) => formatInTimeZone(iso, 'Asia/Tokyo', 'h:mm:ss a')

test('a page\'s header, versions, compare and restore question read in Pacific time; compare opens against the previous version', async ({ page, owner }) => {
  test.setTimeout(180_000)
  const [doc] = (await owner.get<{ docs: { id: number; hero: { title: string } }[] }>('/api/pages?where[slug][equals]=workplace-safety&depth=0')).docs
  const draftTitle = `${doc.hero.title} (draft ${Date.now()})`
  await owner.patch(`/api/pages/${doc.id}?draft=true`, { hero: { ...doc.hero, title: draftTitle } })
  const { docs: versions } = await owner.get<{ docs: Version[] }>(`/api/pages/versions?where[parent][equals]=${doc.id}&sort=-updatedAt&depth=0&limit=10`)
  const [draft, previous] = versions
  expect(draft.version.hero.title).toBe(draftTitle)
  expect(previous.version.hero.title).toBe(doc.hero.title)
  // The browser's zone would read another hour: a Pacific time on screen is not the browser's by accident.
  expect(tokyo(draft.updatedAt)).not.toBe(pacific(draft.updatedAt, 'h:mm:ss a'))

  await logIntoCms(page, DEMO_OWNER)

  // The versions list: each version's saved time in Pacific time, with its status.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/cms/collections/pages/${doc.id}/versions`)
    const draftRow = page.locator(`tr[data-version-id="${draft.id}"]`)
    await expect(draftRow).toContainText(pacific(draft.updatedAt))
    await expect(draftRow).toContainText('Draft')
    await expect(draftRow).not.toContainText(tokyo(draft.updatedAt))
    await expect(page.locator(`tr[data-version-id="${previous.id}"]`)).toContainText(pacific(previous.updatedAt))
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/versions-list-${width}.png`, fullPage: true })
  }

  // A version opens compared with the one saved before it, the change marked, times in Pacific time.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator(`tr[data-version-id="${draft.id}"] a`).click()
  await expect(page).toHaveURL(new RegExp(`/cms/collections/pages/${doc.id}/versions/${draft.id}$`))
  await expect(page.getByTestId('version-shown')).toContainText(`Version of ${pacific(draft.updatedAt)} (Pacific) · Draft`)
  const comparedWith = page.getByLabel('Compared with')
  await expect(comparedWith).toHaveValue(String(previous.id))
  await expect(comparedWith.locator('option:checked')).toHaveText(`${pacific(previous.updatedAt)} · Published (previous version)`)
  const titleChange = page.locator('.field-diff-container').filter({ hasText: 'Hero › Title' })
  await expect(titleChange).toContainText(doc.hero.title)
  await expect(titleChange).toContainText('(draft ')
  await expect(page.getByTestId('pacific-version')).not.toContainText(tokyo(draft.updatedAt))
  // 'Compare' is a GET form of its own, not inside the document's form: it reloads this version compared with the one picked.
  await comparedWith.selectOption(String(previous.id))
  await page.getByRole('button', { name: 'Compare' }).click()
  await expect(page).toHaveURL(new RegExp(`/cms/collections/pages/${doc.id}/versions/${draft.id}\\?versionFrom=${previous.id}$`))
  await expect(page.getByTestId('version-shown')).toContainText(`Version of ${pacific(draft.updatedAt)} (Pacific) · Draft`)
  await expect(comparedWith).toHaveValue(String(previous.id))
  await expect(titleChange).toContainText(doc.hero.title)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/version-compare-${width}.png`, fullPage: true })
  }

  // Restoring the previous version: the question names its Pacific time; the draft's title is gone after.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/cms/collections/pages/${doc.id}/versions/${previous.id}`)
  await page.getByRole('button', { name: 'Restore this version' }).click()
  const question = page.locator('.confirmation-modal')
  await expect(question).toContainText(`You are about to restore this page to how it was on ${pacific(previous.updatedAt)} (Pacific time).`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/version-restore-1280.png` })
  await question.getByRole('button', { name: 'Restore' }).click()
  await expect(page).toHaveURL(new RegExp(`/cms/collections/pages/${doc.id}$`))
  await expect.poll(async () => (await owner.get<{ hero: { title: string } }>(`/api/pages/${doc.id}?draft=true&depth=0`)).hero.title).toBe(doc.hero.title)

  // The document header: last modified and created in Pacific time; Payload's pair in the browser's zone is gone.
  const saved = await owner.get<{ updatedAt: string; createdAt: string }>(`/api/pages/${doc.id}?draft=true&depth=0`)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/cms/collections/pages/${doc.id}`)
    const dates = page.getByTestId('pacific-document-dates')
    await expect(dates).toContainText(`Last modified ${pacific(saved.updatedAt, 'EEE, MMM d, yyyy, h:mm a')}`)
    await expect(dates).toContainText(`Created ${pacific(saved.createdAt, 'EEE, MMM d, yyyy, h:mm a')}`)
    await expect(dates).toContainText('Pacific time')
    await expect(page.locator('.doc-controls__value-wrap')).toHaveCount(2)
    await expect(page.locator('.doc-controls__value-wrap').first()).toBeHidden()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-header-${width}.png` })
  }

  // Site settings (a global) carries the same Pacific header.
  const settings = await owner.get<{ updatedAt: string }>('/api/globals/site-settings?depth=0')
  await page.goto('/cms/globals/site-settings')
  await expect(page.getByTestId('pacific-document-dates')).toContainText(`Last modified ${pacific(settings.updatedAt, 'EEE, MMM d, yyyy, h:mm a')}`)
})

test('a Pacific date field shows "Pacific time" instead of a time-zone picker with one choice', async ({ page, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 8, days: 40 })
  await logIntoCms(page, DEMO_OWNER)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/cms/collections/schedules/${scheduleId}`)
    const start = page.locator('.date-time-field').filter({ hasText: 'Start (Pacific)' })
    await expect(start.locator('input').first()).toHaveValue(/\d{1,2}:\d{2} (AM|PM)/)
    await expect(start).toContainText('Pacific time.')
    await expect(page.locator('.timezone-picker')).toHaveCount(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-dates-${width}.png`, fullPage: true })
  }
  const saved = await owner.get<{ startTime_tz: string }>(`/api/schedules/${scheduleId}?depth=0`)
  expect(saved.startTime_tz).toBe('America/Los_Angeles')
})
