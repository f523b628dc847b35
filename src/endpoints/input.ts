import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { AppError } from '@/lib/errors'

export const NOT_JSON = 'The request body must be JSON.'

type Size = { maxBytes?: number; tooLarge?: string }

/** The request body as JSON; a body that is not JSON is the caller's mistake (400), one too large is a 413, never a 500. */
export async function readJson(req: PayloadRequest, { maxBytes = 64 * 1024, tooLarge = 'The request is too large.' }: Size = {}): Promise<unknown> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge)
  const text = req.text ? await req.text() : ''
  if (text.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge)
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('INVALID_INPUT', NOT_JSON)
  }
}

/** Input that fails its schema is INVALID_INPUT (400) with the schema's first message and the field at fault. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.')
  throw new AppError('INVALID_INPUT', issue?.message ?? 'Invalid request', field ? { field } : {})
}

/** The JSON body, parsed with `schema`. */
export const parseBody = async <S extends z.ZodType>(req: PayloadRequest, schema: S, size?: Size): Promise<z.output<S>> =>
  parsed(schema, await readJson(req, size))

/** The query parameters, parsed with `schema`. */
export const parseQuery = <S extends z.ZodType>(req: PayloadRequest, schema: S): z.output<S> =>
  parsed(schema, Object.fromEntries(new URL(req.url ?? 'http://localhost').searchParams))
