import { beforeAll, expect, it } from 'vitest'

import { postJson } from '../helpers/bookings'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

beforeAll(async () => {
  await getTestPayload()
})

it('the test clock is not there unless E2E_TEST_CLOCK is on: 404 to reading or moving it', async () => {
  expect(process.env.E2E_TEST_CLOCK).toBeUndefined()
  expect((await rest('/api/test-clock')).status).toBe(404)
  const move = await postJson('/api/test-clock', { at: new Date(Date.now() + 30 * 86_400_000).toISOString() })
  expect(move.status).toBe(404)
  expect(await move.json()).toMatchObject({ code: 'NOT_FOUND' })
})
