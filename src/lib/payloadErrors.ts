import { APIError, type CollectionSlug, type PayloadRequest, ValidationError } from 'payload'

/**
 * Payload's errors as this app throws them, named by hand. Payload answers with an error's own message only when it
 * knows the error by its name, and the production build strips class names: Payload words a nameless error as
 * 'An unknown error occurred.'. Every Payload error this app throws is made here.
 */
const named = <T extends Error>(error: T, name: 'APIError' | 'ValidationError', message = error.message): T => Object.assign(error, { name, message })

/** A refusal Payload answers with this status, this message and `data`, to whoever sent the request. */
export const publicApiError = (message: string, status: number, data: Record<string, unknown>): APIError =>
  named(new APIError(message, status, data, true), 'APIError')

/**
 * A save refused because of one field, with the reason as the error's own message: /cms shows it at the field and in
 * its notice, REST and the Local API answer with it (Payload's own message would be 'The following field is invalid:
 * …').
 */
export function fieldRefusal(collection: CollectionSlug, path: string, message: string, { id, req }: { id?: number | string; req?: PayloadRequest } = {}): ValidationError {
  return named(new ValidationError({ collection, id, errors: [{ path, message }], req }), 'ValidationError', message)
}

/** The refused field's path and reason when `error` is a Payload validation error (by its name: see fieldRefusal). */
export function refusedField(error: unknown): { path: string; message: string } | null {
  const data = (error as { name?: unknown; data?: { errors?: { path?: unknown }[] } } | null)?.data
  if ((error as { name?: unknown })?.name !== 'ValidationError' || !Array.isArray(data?.errors)) return null
  return { path: String(data.errors[0]?.path ?? ''), message: (error as Error).message }
}
