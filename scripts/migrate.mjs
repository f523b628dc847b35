#!/usr/bin/env node
// `payload migrate`, then proof that every committed migration is recorded in the database. On this 2-core machine
// `payload migrate` has been seen to exit 0 without migrating a fresh database (payload-cli.mjs says why); it is run
// again, up to ATTEMPTS times, then we fail loudly instead of serving (or testing) against a schema that is not there.
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { ATTEMPTS, runPayload } from './payload-cli.mjs'

const migrationDir = path.resolve(import.meta.dirname, '../src/migrations')
const expected = fs
  .readdirSync(migrationDir)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''))

async function missingMigrations() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(`select to_regclass('public.payload_migrations') as present`)
    if (!rows[0].present) return expected
    const applied = new Set((await client.query('select name from payload_migrations')).rows.map((row) => row.name))
    return expected.filter((name) => !applied.has(name))
  } finally {
    await client.end()
  }
}

for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const result = runPayload(['migrate'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  const missing = await missingMigrations()
  if (missing.length === 0) process.exit(0)
  console.error(`[migrate] attempt ${attempt}: not applied after 'payload migrate': ${missing.join(', ')}`)
}
console.error('[migrate] giving up: the database schema is not up to date')
process.exit(1)
