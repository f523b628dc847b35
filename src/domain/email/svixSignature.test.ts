import { describe, expect, it } from 'vitest'

import { isValidSvixSignature, svixSign } from './svixSignature'

const secret = `whsec_${Buffer.from('a test signing secret').toString('base64')}`
const body = '{"type":"email.opened"}'
const now = new Date('2026-11-22T12:00:00Z')
const ts = Math.floor(now.getTime() / 1000)

describe('isValidSvixSignature', () => {
  it('accepts a signature over the exact body', () => {
    const signature = svixSign(secret, 'msg_1', ts, body)
    expect(isValidSvixSignature(secret, { id: 'msg_1', timestamp: String(ts), signature }, body, now)).toBe(true)
  })

  it('accepts any matching signature of several (secret rotation)', () => {
    const signature = `v1,bm9wZQ== ${svixSign(secret, 'msg_1', ts, body)}`
    expect(isValidSvixSignature(secret, { id: 'msg_1', timestamp: String(ts), signature }, body, now)).toBe(true)
  })

  it('refuses a changed body, another id, another secret, or missing headers', () => {
    const signature = svixSign(secret, 'msg_1', ts, body)
    expect(isValidSvixSignature(secret, { id: 'msg_1', timestamp: String(ts), signature }, `${body} `, now)).toBe(false)
    expect(isValidSvixSignature(secret, { id: 'msg_2', timestamp: String(ts), signature }, body, now)).toBe(false)
    expect(isValidSvixSignature(`whsec_${Buffer.from('other').toString('base64')}`, { id: 'msg_1', timestamp: String(ts), signature }, body, now)).toBe(false)
    expect(isValidSvixSignature(secret, { id: 'msg_1', timestamp: String(ts), signature: null }, body, now)).toBe(false)
  })

  it('refuses a stale or future timestamp', () => {
    const old = ts - 6 * 60
    expect(isValidSvixSignature(secret, { id: 'm', timestamp: String(old), signature: svixSign(secret, 'm', old, body) }, body, now)).toBe(false)
    const future = ts + 6 * 60
    expect(isValidSvixSignature(secret, { id: 'm', timestamp: String(future), signature: svixSign(secret, 'm', future, body) }, body, now)).toBe(false)
  })
})
