import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'
import { TEST_BUSINESS_NAME } from '../helpers/factories'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/** A fresh throwaway database on the embedded PostgreSQL, migrated with the committed migrations. */
export default async function setup(project: TestProject) {
  const db = await startEmbeddedPostgres({
    dir: path.join(os.tmpdir(), `swsd-int-${process.pid}-${Date.now()}`),
    database: 'int_test',
    persistent: false,
  })
  const databaseUrl: string = db.url()
  execFileSync('node', ['scripts/migrate.mjs'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    stdio: 'pipe',
  })
  await fillSiteSettings(databaseUrl)
  project.provide('databaseUrl', databaseUrl)
  return () => db.stop()
}

/** The business as the owner names it in site settings: classes whose partner it is are booked on this site. */
async function fillSiteSettings(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('insert into site_settings (business_name, phone, email) values ($1, $2, $3)', [
      TEST_BUSINESS_NAME,
      '(925) 555-0199',
      'hello@swsd.test',
    ])
  } finally {
    await client.end()
  }
}
