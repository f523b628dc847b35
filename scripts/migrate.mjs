#!/usr/bin/env node
// `payload migrate`, then proof that every committed migration is recorded in the database: we fail loudly instead of
// serving (or testing) against a schema that is not there.
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { runPayload } from './payload-cli.mjs'

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

const result = runPayload(['migrate'], { stdio: 'inherit' })
if (result.status !== 0) process.exit(result.status ?? 1)
const missing = await missingMigrations()
if (missing.length > 0) {
  console.error(`[migrate] not applied after 'payload migrate': ${missing.join(', ')}`)
  process.exit(1)
}
