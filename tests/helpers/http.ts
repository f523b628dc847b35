import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type Payload } from 'payload'

import type { TestUser } from './factories'

const ORIGIN = 'http://localhost:3000'

/** Sends a request through Payload's REST router exactly as the /api route handler does. */
export async function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  const request = new Request(`${ORIGIN}${path}`, { ...init, headers })
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

/** A GraphQL request; `body` adds fields beside the query (the login's recaptchaToken). */
export async function graphql(
  query: string,
  token?: string,
  body: Record<string, unknown> = {},
): Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }> {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (token) headers.set('Authorization', `JWT ${token}`)
  const response = await GRAPHQL_POST(config)(
    new Request(`${ORIGIN}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ ...body, query }) }),
  )
  return response.json()
}

export async function tokenFor(payload: Payload, user: TestUser): Promise<string> {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'test-password-123' },
  })
  if (!token) throw new Error(`no token for ${user.email}`)
  return token
}
