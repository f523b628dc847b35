import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { makeUser, type TestUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

const HOUR = 3600_000
const DAY = 24 * HOUR

let payload: Payload
let instructor: TestUser
beforeAll(async () => {
  payload = await getTestPayload()
  instructor = await makeUser(payload, 'instructor')
})
afterEach(() => vi.useRealTimers())

const post = (path: string, body: Record<string, unknown>, token?: string) => rest(path, { method: 'POST', body: JSON.stringify(body), token })
const tokenOf = (response: Response) => /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]
const signedIn = async (token: string) => (await rest('/api/admin/verify-session', { token })).status === 200

async function adminLogin(rememberMe: boolean) {
  const response = await post('/api/admin/login', { email: instructor.email, password: 'test-password-123', rememberMe, recaptchaToken: 'captcha-disabled' })
  expect(response.status).toBe(200)
  return response
}

/** The stored end of the session a token belongs to. */
async function storedEnd(token: string): Promise<Date> {
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const { rows } = await db.execute(sql`select expires_at from users_sessions where id = ${sid}`)
  return new Date(rows[0].expires_at as string)
}

/** Moves the server's clock `ms` ahead (only Date: the database pool's timers keep running). */
const later = (ms: number) => {
  const now = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now + ms)
}

describe('staff sessions end on the server', () => {
  it('without remember me: a session cookie, and the server refuses the token 12 hours after sign-in', async () => {
    const before = Date.now()
    const response = await adminLogin(false)
    expect(response.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/)
    const token = tokenOf(response)
    expect((await storedEnd(token)).getTime() - before).toBeGreaterThanOrEqual(12 * HOUR - 1000)
    expect((await storedEnd(token)).getTime() - before).toBeLessThanOrEqual(12 * HOUR + 5000)

    later(11 * HOUR)
    expect(await signedIn(token)).toBe(true)
    later(12 * HOUR + 60_000)
    expect(await signedIn(token)).toBe(false)
  })

  it('with remember me: 30 days, on the server and in the cookie', async () => {
    const response = await adminLogin(true)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(30 * 24 * 3600 - 10)
    const token = tokenOf(response)
    expect((await storedEnd(token)).getTime() - Date.now()).toBeGreaterThan(30 * DAY - 10_000)

    later(12 * HOUR + 60_000)
    expect(await signedIn(token)).toBe(true)
    later(30 * DAY + 60_000)
    expect(await signedIn(token)).toBe(false)
  })

  it("Payload's REST login gets the short session too", async () => {
    const response = await post('/api/users/login', { email: instructor.email, password: 'test-password-123', recaptchaToken: 'captcha-disabled' })
    expect(response.status).toBe(200)
    const { token } = await response.json()
    later(12 * HOUR + 60_000)
    expect(await signedIn(token)).toBe(false)
  })

  it('a refresh issues a new token but never moves the end of the session', async () => {
    const token = tokenOf(await adminLogin(false))
    const end = await storedEnd(token)
    later(11 * HOUR)
    const refreshed = await post('/api/users/refresh-token', {}, token)
    expect(refreshed.status).toBe(200)
    expect(refreshed.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/)
    const { refreshedToken, exp } = await refreshed.json()
    expect(Math.abs(exp * 1000 - end.getTime())).toBeLessThan(2000)
    expect((await storedEnd(refreshedToken)).getTime()).toBe(end.getTime())
    later(12 * HOUR + 60_000)
    expect(await signedIn(refreshedToken)).toBe(false)
  })

  it("Payload's REST logout (the /cms logout) ends the session on the server", async () => {
    const token = tokenOf(await adminLogin(false))
    expect((await post('/api/users/logout', {}, token)).status).toBe(200)
    expect(await signedIn(token)).toBe(false)
  })
})
