
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adultBody, postJson } from '../helpers/bookings'
import { makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// reCAPTCHA configured, verified against a local fake siteverify that accepts only the token 'good-token'.
const siteverify = await vi.hoisted(async () => {
  const { createServer } = await import('node:http')
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const token = new URLSearchParams(body).get('response')
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ success: token === 'good-token' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as import('node:net').AddressInfo
  process.env.RECAPTCHA_SITE_KEY = 'site-key'
  process.env.RECAPTCHA_SECRET_KEY = 'secret-key'
  process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${port}/siteverify`
  return server
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => new Promise<void>((resolve) => siteverify.close(() => resolve())))


describe('create-booking checks the captcha before touching the class', () => {
  it('refuses the development token and a refused token with 400, writing nothing', async () => {
    const schedule = await makeSchedule(payload)
    for (const token of ['captcha-disabled', 'bad-token', '']) {
      const answer = await postJson('/api/create-booking', { ...adultBody(schedule.id), recaptchaToken: token })
      expect(answer.status).toBe(400)
      expect((await answer.json()).error).toBe('Please complete the reCAPTCHA verification')
    }
    const written = await payload.count({ collection: 'bookings', where: { schedule: { equals: schedule.id } }, overrideAccess: true })
    expect(written.totalDocs).toBe(0)
  })

  it('accepts a token the captcha service confirms', async () => {
    const schedule = await makeSchedule(payload)
    const answer = await postJson('/api/create-booking', { ...adultBody(schedule.id), recaptchaToken: 'good-token' })
    expect(answer.status).toBe(200)
  })
})
