import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Turns reCAPTCHA on for this test file, verified by a local fake of Google's siteverify that accepts only
 * 'good-token'. Call it inside vi.hoisted, before src/lib/env.ts is imported.
 */
export async function startFakeSiteverify(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ success: new URLSearchParams(body).get('response') === 'good-token' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.RECAPTCHA_SITE_KEY = 'site-key'
  process.env.RECAPTCHA_SECRET_KEY = 'secret-key'
  process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
  return server
}
