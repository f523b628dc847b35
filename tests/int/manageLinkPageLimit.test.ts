import { randomBytes, randomInt } from 'node:crypto'

import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { MANAGE_LOOKUPS_PER_ADDRESS } from '@/domain/limits/publicLimits'

import { getTestPayload } from '../helpers/payload'

// One trusted proxy: its X-Forwarded-For names the client, so each test counts against an address of its own.
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = '1'
})

const { proxy } = await import('@/proxy')

beforeAll(async () => {
  await getTestPayload()
})

const newAddress = () => `203.0.${randomInt(256)}.${randomInt(256)}`
const visit = (path: string, address: string) =>
  proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { 'x-forwarded-for': address, 'x-manage-lookup-refused': 'forged' } }))

describe('the manage page under the lookup limit', () => {
  it('answers 429 with Retry-After once an address used up its lookups, and tells the page why', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < MANAGE_LOOKUPS_PER_ADDRESS.points + 2; i++) {
      statuses.push((await visit(`/manage-booking/${randomBytes(32).toString('base64url')}`, address)).status)
    }
    expect(statuses.slice(0, MANAGE_LOOKUPS_PER_ADDRESS.points).every((s) => s === 200)).toBe(true)
    const refused = await visit(`/manage-booking/${randomBytes(32).toString('base64url')}`, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('x-middleware-request-x-manage-lookup-refused')).toBe(MANAGE_LOOKUPS_PER_ADDRESS.message)
  })

  it('counts only well-formed tokens, and never passes on a refusal the client wrote itself', async () => {
    const address = newAddress()
    for (let i = 0; i < MANAGE_LOOKUPS_PER_ADDRESS.points + 5; i++) {
      expect((await visit(`/manage-booking/junk-${i}`, address)).status).toBe(200)
    }
    const wellFormed = await visit(`/manage-booking/${randomBytes(32).toString('base64url')}`, address)
    expect(wellFormed.status).toBe(200)
    expect(wellFormed.headers.get('x-middleware-request-x-manage-lookup-refused')).toBeNull()
  })
})
