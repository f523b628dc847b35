import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { makeUser, type TestUser } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// As `npm start` serves: no proxy in front (TRUSTED_PROXY_HOPS unset), reCAPTCHA on ('good-token' is a solved one).
const siteverify = await vi.hoisted(async () => (await import('../helpers/fakeSiteverify')).startFakeSiteverify())

const PASSWORD = 'test-password-123'
const ACCOUNT_LIMIT_MESSAGE = 'This account is locked after too many failed attempts. Please try again in 10 minutes.'

let payload: Payload
let instructor: TestUser
let owner: TestUser
beforeAll(async () => {
  payload = await getTestPayload()
  instructor = await makeUser(payload, 'instructor')
  owner = await makeUser(payload, 'owner')
})
afterAll(() => new Promise<void>((resolve) => siteverify.close(() => resolve())))

const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rest(path, { method: 'POST', body: JSON.stringify(body), headers })
const adminLogin = (email: string, password: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  post('/api/admin/login', { email, password, recaptchaToken: 'good-token', ...extra }, headers)
const restLogin = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  post('/api/users/login', { email, password, ...extra })
const madeUp = () => `nobody-${Math.random().toString(36).slice(2)}@test.example`

describe('with no trusted proxy, bad logins cannot be turned against staff', () => {
  it('11 bad logins for a made-up email from every caller at once do not refuse the instructor', async () => {
    const email = madeUp()
    for (let i = 0; i < 11; i++) expect([401, 429]).toContain((await adminLogin(email, 'wrong')).status)
    expect((await adminLogin(instructor.email, PASSWORD)).status).toBe(200)
  })

  it('a client writing its own X-Forwarded-For gets no fresh count: its attempts count on the account it tries', async () => {
    const email = madeUp()
    for (let i = 0; i < 5; i++) {
      expect((await adminLogin(email, 'wrong', {}, { 'X-Forwarded-For': `198.51.100.${i + 1}` })).status).toBe(401)
    }
    const refused = await adminLogin(email, 'wrong', {}, { 'X-Forwarded-For': '198.51.100.99' })
    expect(refused.status).toBe(429)
    expect((await refused.json()).error).toBe(ACCOUNT_LIMIT_MESSAGE)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it("Payload's REST login refuses attempts without a solved CAPTCHA before they count: 1000 of them lock nobody", async () => {
    const tokens = [undefined, '', 'bad-token', 'captcha-disabled']
    for (let i = 0; i < 1000; i++) {
      const email = i % 2 ? owner.email : instructor.email
      const response = await restLogin(email, 'wrong', { recaptchaToken: tokens[i % tokens.length] })
      expect(response.status).toBe(400)
      if (i === 0) expect((await response.json()).errors[0].message).toBe('Please complete the CAPTCHA')
    }
    // The instructor signs in at /admin/login, the owner through Payload's login (as /cms did).
    expect((await adminLogin(instructor.email, PASSWORD)).status).toBe(200)
    const ownerLogin = await restLogin(owner.email, PASSWORD, { recaptchaToken: 'good-token' })
    expect(ownerLogin.status).toBe(200)
    expect((await ownerLogin.json()).user.email).toBe(owner.email)
  })

  it('GraphQL login takes the same CAPTCHA in the JSON body', async () => {
    const mutation = (email: string) => `mutation { loginUser(email: "${email}", password: "${PASSWORD}") { token } }`
    const refused = await graphql(mutation(owner.email))
    expect(refused.errors?.[0]?.message).toBe('Please complete the CAPTCHA')
    expect(refused.data?.loginUser ?? null).toBeNull()
    const solved = await graphql(mutation(owner.email), undefined, { recaptchaToken: 'good-token' })
    expect((solved.data?.loginUser as { token?: string }).token).toEqual(expect.any(String))
  })

  it("limits each account across every login path (5 failures), whatever the email's spelling; success clears the count", async () => {
    const user = await makeUser(payload, 'instructor')
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await adminLogin(user.email, 'wrong')).status).toBe(401)
      expect((await adminLogin(user.email, PASSWORD)).status).toBe(200)
    }
    for (let i = 0; i < 3; i++) expect((await adminLogin(user.email.toUpperCase(), 'wrong')).status).toBe(401)
    for (let i = 0; i < 2; i++) expect((await restLogin(` ${user.email}`, 'wrong', { recaptchaToken: 'good-token' })).status).toBe(401)
    const viaRest = await restLogin(user.email, PASSWORD, { recaptchaToken: 'good-token' })
    expect(viaRest.status).toBe(429)
    expect(Number(viaRest.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await viaRest.json()).errors[0].message).toBe(ACCOUNT_LIMIT_MESSAGE)
    const viaAdmin = await adminLogin(user.email, PASSWORD)
    expect(viaAdmin.status).toBe(429)
    expect(viaAdmin.headers.get('set-cookie')).toBeNull()
  })

  it('the Local API still signs in without a CAPTCHA (tests, server code)', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: instructor.email, password: PASSWORD } })
    expect(token).toEqual(expect.any(String))
  })
})
