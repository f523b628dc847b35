// A stand-in for Google's reCAPTCHA siteverify, for the e2e project that runs the site with reCAPTCHA keys.
// It accepts the tokens the fake widget (recaptcha.ts) issues, each once, like Google, and refuses everything else.
import { createServer } from 'node:http'

const port = Number(process.argv[2])
const secret = process.argv[3]
const used = new Set()

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') return response.end('ok')
  if (request.method !== 'POST' || request.url !== '/siteverify') {
    response.statusCode = 404
    return response.end()
  }
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    const form = new URLSearchParams(body)
    const token = form.get('response') ?? ''
    const errors = []
    if (form.get('secret') !== secret) errors.push('invalid-input-secret')
    else if (!token.startsWith('fake-solved-')) errors.push('invalid-input-response')
    else if (used.has(token)) errors.push('timeout-or-duplicate')
    used.add(token)
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(errors.length ? { success: false, 'error-codes': errors } : { success: true }))
  })
}).listen(port, '127.0.0.1')
