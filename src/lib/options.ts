/** Payload select options whose label is the stored value. */
export const asOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
