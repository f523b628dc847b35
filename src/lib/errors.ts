/** A failure the user can act on. Endpoints map `code` to an HTTP status and the spec's words, in one place. */
export class AppError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
}
