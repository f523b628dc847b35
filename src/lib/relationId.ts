/** The id of a relationship field's value, whether Payload populated it or not. */
export const relationId = (value: number | string | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : Number(value)
