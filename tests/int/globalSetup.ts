import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/embedded-db.mjs'

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
  project.provide('databaseUrl', databaseUrl)
  return () => db.stop()
}
