import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { DISABLED_CAPTCHA_TOKEN } from '@/components/captcha/Captcha.client'
import { respondToInquiry } from '@/endpoints/submitInquiry'
import type { CaptchaConfig } from '@/server/captcha'

import { makeUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

/** A stand-in for Google's siteverify: accepts each token starting with 'good-' once, like Google does. */
function startSiteverifyFake() {
  const used = new Set<string>()
  const requests: URLSearchParams[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      requests.push(form)
      const token = form.get('response') ?? ''
      const ok = form.get('secret') === 'test-secret' && token.startsWith('good-') && !used.has(token)
      if (ok) used.add(token)
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(ok ? { success: true } : { success: false, 'error-codes': [used.has(token) ? 'timeout-or-duplicate' : 'invalid-input-response'] }))
    })
  })
  return new Promise<{ url: string; requests: URLSearchParams[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

let payload: Payload
let fake: Awaited<ReturnType<typeof startSiteverifyFake>>
let captcha: CaptchaConfig

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  formType: 'Workplace Safety',
  firstName: 'Ana',
  lastName: 'Lee',
  email: `ana-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '(925) 555-0100',
  city: 'Walnut Creek',
  state: 'California',
  organization: 'Acme',
  title: 'HR Lead',
  webRequestDetails: 'A workshop for 30 staff.',
  newsletter: true,
  recaptchaToken: `good-${Math.random()}`,
  ...overrides,
})

const send = (body: unknown, config: CaptchaConfig = captcha) => respondToInquiry(payload, async () => body, { captcha: config })

const stored = async (email: string) =>
  (await payload.find({ collection: 'form-submissions', where: { email: { equals: email } }, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await getTestPayload()
  fake = await startSiteverifyFake()
  captcha = { secret: 'test-secret', verifyUrl: fake.url, timeoutMs: 2000 }
})

afterAll(() => fake.close())

beforeEach(() => vi.restoreAllMocks())

describe('POST /api/form-submissions/submit (respondToInquiry)', () => {
  it('stores a valid submission once, records the email to the business and the acknowledgement to the sender', async () => {
    const body = inquiry()
    const response = await send(body)
    expect(response.status).toBe(201)
    const docs = await stored(body.email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ formType: 'Workplace Safety', organization: 'Acme', title: 'HR Lead', newsletter: true, state: 'California' })
    const emails = await payload.find({ collection: 'emails', where: { dedupeKey: { like: `inquiry-%:${docs[0].id}` } }, sort: 'id', overrideAccess: true })
    const business = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(emails.docs.map((e) => [e.kind, e.to, e.replyTo ?? null])).toEqual([
      ['inquiry-notice', business.email || 'bookings@swsd.example', body.email],
      ['inquiry-acknowledgement', body.email, null],
    ])
    expect(emails.docs[0].text).toContain('A workshop for 30 staff.')
    expect(emails.docs[1].text).toContain('within 1-2 business days')
    expect(fake.requests.at(-1)?.get('response')).toBe(body.recaptchaToken)
  })

  it('rejects a missing captcha token with 400 and stores nothing', async () => {
    const body = inquiry({ recaptchaToken: undefined })
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'INVALID_CAPTCHA', message: 'Please complete the reCAPTCHA verification' })
    expect(await stored(body.email)).toHaveLength(0)
  })

  it('rejects a token siteverify refuses with 400 and stores nothing', async () => {
    const body = inquiry({ recaptchaToken: 'forged-token' })
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(await stored(body.email)).toHaveLength(0)
  })

  it('rejects a replayed token: the second use is refused and stored nothing', async () => {
    const first = inquiry({ recaptchaToken: 'good-replayed' })
    expect((await send(first)).status).toBe(201)
    const second = inquiry({ recaptchaToken: 'good-replayed' })
    const response = await send(second)
    expect(response.status).toBe(400)
    expect(await stored(second.email)).toHaveLength(0)
  })

  it('rejects when siteverify cannot be reached (fails closed)', async () => {
    const body = inquiry()
    const response = await send(body, { ...captcha, verifyUrl: 'http://127.0.0.1:9/unreachable' })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe('INVALID_CAPTCHA')
    expect(await stored(body.email)).toHaveLength(0)
  })

  it('refuses the development token once a secret key is configured', async () => {
    const body = inquiry({ recaptchaToken: DISABLED_CAPTCHA_TOKEN })
    expect((await send(body)).status).toBe(400)
    expect(await stored(body.email)).toHaveLength(0)
  })

  it('answers invalid input with 400 and the fields at fault, before asking siteverify', async () => {
    const before = fake.requests.length
    const body = inquiry({ email: 'nope', organization: '', state: 'Ontario' })
    const response = await send(body)
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.error).toBe('INVALID_INPUT')
    expect(answer.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'organization', 'state'])
    expect(fake.requests.length).toBe(before)
  })

  it('answers a body that is not JSON with 400', async () => {
    const response = await respondToInquiry(payload, () => Promise.reject(new SyntaxError('bad json')), { captcha })
    expect(response.status).toBe(400)
  })
})

describe('the form-submissions collection through the REST router', () => {
  it('routes POST /api/form-submissions/submit to the endpoint (no keys in tests: the development token is accepted)', async () => {
    const body = inquiry({ formType: 'Private Training', organization: undefined, title: undefined, recaptchaToken: DISABLED_CAPTCHA_TOKEN })
    const response = await rest('/api/form-submissions/submit', { method: 'POST', body: JSON.stringify(body) })
    expect(response.status).toBe(201)
    const docs = await stored(body.email)
    expect(docs).toHaveLength(1)
    expect(docs[0].organization ?? null).toBeNull()
  })

  it('still forbids anonymous direct creates and reads, and still serves the owner', async () => {
    const body = inquiry()
    const created = await rest('/api/form-submissions', { method: 'POST', body: JSON.stringify(body) })
    expect(created.status).toBe(403)
    expect(await stored(body.email)).toHaveLength(0)
    expect((await rest('/api/form-submissions')).status).toBe(403)

    const owner = await tokenFor(payload, await makeUser(payload, 'owner'))
    const list = await rest('/api/form-submissions', { token: owner })
    expect(list.status).toBe(200)
    expect((await list.json()).docs.length).toBeGreaterThan(0)
  })
})
