import { type CollectionSlug, type PayloadRequest, ValidationError } from 'payload'

/**
 * A save refused because of one field, with the reason as the error's own message: /cms shows it at the field and in
 * its notice, REST and the Local API answer with it (Payload's own message would be 'The following field is invalid:
 * …'). Named by hand: the production build strips class names, and Payload words a nameless error as 'An unknown
 * error occurred.'.
 */
export function fieldRefusal(collection: CollectionSlug, path: string, message: string, { id, req }: { id?: number | string; req?: PayloadRequest } = {}): ValidationError {
  const error = new ValidationError({ collection, id, errors: [{ path, message }], req })
  return Object.assign(error, { name: 'ValidationError', message })
}

/** The refused field's path and reason when `error` is a Payload validation error (by shape: see fieldRefusal). */
export function refusedField(error: unknown): { path: string; message: string } | null {
  const data = (error as { name?: unknown; data?: { errors?: { path?: unknown }[] } } | null)?.data
  if ((error as { name?: unknown })?.name !== 'ValidationError' || !Array.isArray(data?.errors)) return null
  return { path: String(data.errors[0]?.path ?? ''), message: (error as Error).message }
}
