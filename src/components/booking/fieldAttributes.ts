import form from '@/components/forms/form.module.css'

/** An input's id, and its invalid state and look when its path is among the fields with a problem. */
export const fieldAttributes = (invalidPaths: Set<string>) => (path: string, id: string) => ({
  id,
  'aria-invalid': invalidPaths.has(path) || undefined,
  className: invalidPaths.has(path) ? `${form.input} ${form.invalid}` : form.input,
})

export type FieldAttributes = ReturnType<typeof fieldAttributes>
