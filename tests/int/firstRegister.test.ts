import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// An empty database of its own (the shared one has users): Payload's first-user creation only works on an empty one.
const db = await vi.hoisted(async () => {
  const { execFileSync } = await import('node:child_process')
  const os = await import('node:os')
  const path = await import('node:path')
  const { startEmbeddedPostgres } = await import('../../scripts/embedded-db.mjs')
  const pg = await startEmbeddedPostgres({ dir: path.join(os.tmpdir(), `swsd-int-first-${process.pid}-${Date.now()}`), database: 'first_user', persistent: false })
  execFileSync('node', ['scripts/migrate.mjs'], { env: { ...process.env, DATABASE_URL: pg.url(), NODE_ENV: 'test' }, stdio: 'pipe' })
  process.env.DATABASE_URL = pg.url()
  return pg
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  // The pool's idle connections see this database shut down: expected here, not an error.
  ;(payload.db as unknown as PostgresAdapter).pool.on('error', () => {})
  await db.stop()
})

describe('/cms/create-first-user on an empty database', () => {
  it('creates the owner and signs them in without a CAPTCHA (the login limits guard every other login)', async () => {
    const response = await rest('/api/users/first-register', {
      method: 'POST',
      body: JSON.stringify({ email: 'first@test.example', password: 'first-password-123' }),
    })
    expect(response.status).toBe(200)
    const { token, user } = await response.json()
    expect(user).toMatchObject({ email: 'first@test.example', role: 'owner' })
    expect((await rest('/api/admin/verify-session', { token })).status).toBe(200)

    // Once there is a user, Payload refuses the endpoint.
    const again = await rest('/api/users/first-register', { method: 'POST', body: JSON.stringify({ email: 'second@test.example', password: 'x-password-123' }) })
    expect(again.status).toBe(403)
  })
})
