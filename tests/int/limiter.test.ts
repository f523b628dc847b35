import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { AppError } from '@/lib/errors'
import type { LimitRule } from '@/domain/limits/publicLimits'
import { consumeLimit, consumeLimits, resetLimit } from '@/server/limits/limiter'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const storedKeys = async (limit: LimitRule) =>
  (
    await (payload.db as unknown as { pool: { query: (q: string, v: unknown[]) => Promise<{ rows: { key: string; points: number }[] }> } }).pool.query(
      'select key, points from rate_limits where key like $1',
      [`${limit.name}:%`],
    )
  ).rows

const rule = (name: string): LimitRule => ({ name: `test-${name}-${Date.now()}`, points: 3, durationSeconds: 60, message: 'Too many tries.' })

describe('limits counted in PostgreSQL', () => {
  it('allows the points, then refuses with the seconds to wait; other keys are unaffected', async () => {
    const limit = rule('consume')
    for (let i = 0; i < 3; i++) await consumeLimit(payload, limit, 'a')
    const refusal = await consumeLimit(payload, limit, 'a').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(AppError)
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many tries.', details: { retryAfterSeconds: expect.any(Number) } })
    expect((refusal as AppError).details.retryAfterSeconds).toBeGreaterThan(0)
    await expect(consumeLimit(payload, limit, 'b')).resolves.toBeUndefined()
  })

  it('keeps the count in the database, so concurrent callers share it exactly', async () => {
    const limit = rule('shared')
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => consumeLimit(payload, limit, 'x')))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    const rows = await storedKeys(limit)
    expect(rows).toHaveLength(1)
    expect(rows[0].points).toBe(10)
  })

  it('stores keys hashed: no address or email is kept in rate_limits', async () => {
    const limit = rule('hashed')
    await consumeLimit(payload, limit, '198.51.100.7')
    const rows = await storedKeys(limit)
    expect(rows).toHaveLength(1)
    expect(rows[0].key).toBe(`${limit.name}:${createHash('sha256').update('198.51.100.7').digest('hex')}`)
  })

  it('forgets a key on reset', async () => {
    const limit = rule('reset')
    for (let i = 0; i < 3; i++) await consumeLimit(payload, limit, 'k')
    await expect(consumeLimit(payload, limit, 'k')).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    await resetLimit(payload, limit, 'k')
    await expect(consumeLimit(payload, limit, 'k')).resolves.toBeUndefined()
  })

  it('counts several keys in one statement, each only while the ones before it are within their limits, as consumeLimit does', async () => {
    const email = rule('email')
    const address = { ...rule('address'), points: 5, message: 'Too many from your network.' }
    const both = (emailKey: string) => [
      { rule: email, key: emailKey },
      { rule: address, key: '198.51.100.9' },
    ]
    for (let i = 0; i < 3; i++) await consumeLimits(payload, both('e'))
    const refusal = await consumeLimits(payload, both('e')).catch((error: unknown) => error)
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many tries.' })
    expect((refusal as AppError).details.retryAfterSeconds).toBeGreaterThan(0)
    // Refused on the email: the address was not counted.
    expect((await storedKeys(address))[0].points).toBe(3)
    // The same rows as consumeLimit's.
    await consumeLimit(payload, address, '198.51.100.9')
    await expect(consumeLimits(payload, both('f'))).resolves.toBeUndefined()
    await expect(consumeLimits(payload, both('g'))).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'Too many from your network.' })
    expect((await storedKeys(address))[0].points).toBe(6)
  })

  it('starts a count again once its window has passed', async () => {
    const email = { ...rule('window'), durationSeconds: 1 }
    const address = { ...rule('window-address'), durationSeconds: 1 }
    const both = [
      { rule: email, key: 'w' },
      { rule: address, key: 'a' },
    ]
    for (let i = 0; i < 3; i++) await consumeLimits(payload, both)
    await expect(consumeLimits(payload, both)).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await expect(consumeLimits(payload, both)).resolves.toBeUndefined()
    expect((await storedKeys(email))[0].points).toBe(1)
  })
})
