import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { makeUser, type TestUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// Behind one proxy that appends the address it received the request from (TRUSTED_PROXY_HOPS=1).
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = '1'
})

const NETWORK_LIMIT_MESSAGE = 'Too many login attempts from your network. Please wait 15 minutes and try again.'

let payload: Payload
let instructor: TestUser
beforeAll(async () => {
  payload = await getTestPayload()
  instructor = await makeUser(payload, 'instructor')
})

/** A request as the proxy forwards it: whatever the client wrote, then the address the proxy saw. */
const viaProxy = (path: string, body: Record<string, unknown>, address: string, forged = '') =>
  rest(path, {
    method: 'POST',
    body: JSON.stringify({ recaptchaToken: 'captcha-disabled', ...body }),
    headers: { 'X-Forwarded-For': forged ? `${forged}, ${address}` : address },
  })
const madeUp = (i: number) => `nobody-${i}-${Math.random().toString(36).slice(2)}@test.example`

describe('the per-address limit behind a trusted proxy', () => {
  it('counts 10 attempts per address across both logins, whatever the client writes in X-Forwarded-For', async () => {
    const address = '203.0.113.7'
    for (let i = 0; i < 10; i++) {
      const path = i % 2 ? '/api/users/login' : '/api/admin/login'
      expect((await viaProxy(path, { email: madeUp(i), password: 'wrong' }, address, `198.51.100.${i}`)).status).toBe(401)
    }
    const refused = await viaProxy('/api/admin/login', { email: instructor.email, password: 'test-password-123' }, address, '198.51.100.200')
    expect(refused.status).toBe(429)
    expect((await refused.json()).error).toBe(NETWORK_LIMIT_MESSAGE)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    const viaRest = await viaProxy('/api/users/login', { email: instructor.email, password: 'test-password-123' }, address)
    expect(viaRest.status).toBe(429)

    // Another address is not affected, and the account itself was never counted against.
    expect((await viaProxy('/api/admin/login', { email: instructor.email, password: 'test-password-123' }, '203.0.113.8')).status).toBe(200)
  })
})
