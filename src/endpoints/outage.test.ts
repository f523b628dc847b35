import { describe, expect, it } from 'vitest'

import { withOutageAnswer } from './outage'

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' })
const call = (handler: () => Promise<Response>) => withOutageAnswer(handler)(new Request('http://localhost/api/faqs'), {})

describe('withOutageAnswer (the /api route handlers)', () => {
  it('an outage thrown out of the handler is 503 JSON with Retry-After', async () => {
    const response = await call(() => Promise.reject(refused()))
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
    expect(await response.json()).toEqual({ error: expect.any(String), code: 'SERVICE_UNAVAILABLE' })
  })

  it("Payload's could-not-initialise 500 (its database connection failed at start) is 503 too", async () => {
    const response = await call(async () => Response.json({ message: 'There was an error initializing Payload' }, { status: 500 }))
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('30')
  })

  it('anything else passes through untouched', async () => {
    const other = await call(async () => Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 }))
    expect(other.status).toBe(500)
    expect(other.headers.get('Retry-After')).toBeNull()
    expect((await call(async () => Response.json({ ok: true }))).status).toBe(200)
    await expect(call(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug')
  })
})
