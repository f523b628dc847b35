type Relation = number | string | { id: number }

/** The id of a relationship field's value, whether Payload populated it or not. */
export function relationId(value: Relation): number
export function relationId(value: Relation | null | undefined): number | null
export function relationId(value: Relation | null | undefined): number | null {
  return value == null ? null : typeof value === 'object' ? value.id : Number(value)
}
