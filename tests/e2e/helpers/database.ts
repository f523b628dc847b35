import { readFile, writeFile } from 'node:fs/promises'

import { expect } from '@playwright/test'
import pg from 'pg'

import { E2E_DATABASE_URL_FILE } from '../../../playwright.config'

/**
 * Makes the given tables unreadable (renamed) while `work` runs, as when the CMS database fails, then restores them.
 * Only for the end-to-end server's throwaway database.
 */
export async function whileTablesUnreadable<T>(tables: string[], work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: (await readFile(E2E_DATABASE_URL_FILE, 'utf8')).trim() })
  await client.connect()
  const rename = async (from: (t: string) => string, to: (t: string) => string) => {
    for (const table of tables) await client.query(`ALTER TABLE ${client.escapeIdentifier(from(table))} RENAME TO ${client.escapeIdentifier(to(table))}`)
  }
  const hidden = (table: string) => `${table}_unreadable`
  try {
    await rename((t) => t, hidden)
    return await work()
  } finally {
    await rename(hidden, (t) => t)
    await client.end()
  }
}

const canConnect = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  // PostgreSQL stopping while this connects ends the connection with an error event: that is an answer, not a crash.
  client.on('error', () => {})
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Stops the end-to-end server's PostgreSQL (scripts/with-db.mjs switches it on SIGUSR2) while `work` runs, then starts
 * it again and waits until it accepts connections. The app server keeps running throughout.
 */
export async function whileDatabaseStopped<T>(work: () => Promise<T>): Promise<T> {
  const url = (await readFile(E2E_DATABASE_URL_FILE, 'utf8')).trim()
  const pid = Number(await readFile(`${E2E_DATABASE_URL_FILE}.pid`, 'utf8'))
  const switchTo = async (up: boolean) => {
    await writeFile(`${E2E_DATABASE_URL_FILE}.want`, up ? 'up' : 'down')
    process.kill(pid, 'SIGUSR2')
    // A busy machine can take a while to stop or start PostgreSQL.
    await expect.poll(() => canConnect(url), { timeout: 90_000, intervals: [250] }).toBe(up)
  }
  await switchTo(false)
  try {
    return await work()
  } finally {
    await switchTo(true)
  }
}
