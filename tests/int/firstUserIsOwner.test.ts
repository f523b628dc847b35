import { describe, expect, it } from 'vitest'

import { firstUserIsOwner } from '@/collections/Users/hooks/firstUserIsOwner'

const run = (existingUsers: number, data: Record<string, unknown>) =>
  firstUserIsOwner({
    data,
    operation: 'create',
    req: { payload: { count: async () => ({ totalDocs: existingUsers }) } },
  } as never)

describe('firstUserIsOwner', () => {
  it('makes the first account an owner, whatever role the form sent', async () => {
    await expect(run(0, { email: 'a@example.com', role: 'instructor' })).resolves.toMatchObject({ role: 'owner' })
  })

  it('keeps the chosen role of later accounts and defaults them to instructor', async () => {
    await expect(run(1, { role: 'owner' })).resolves.toMatchObject({ role: 'owner' })
    await expect(run(3, {})).resolves.toMatchObject({ role: 'instructor' })
  })
})
