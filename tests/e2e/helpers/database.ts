import { readFile } from 'node:fs/promises'

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
