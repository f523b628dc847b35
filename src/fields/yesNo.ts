import type { CheckboxField } from 'payload'

/** A checkbox listed as 'Yes' or 'No' (Payload's own cell shows `true`/`false`). */
export function yesNo(name: string, extra: Partial<Omit<CheckboxField, 'type' | 'name'>> = {}): CheckboxField {
  const { admin, ...rest } = extra
  return {
    name,
    type: 'checkbox',
    defaultValue: false,
    ...rest,
    admin: { ...admin, components: { Cell: '/src/components/cms/YesNoCell#YesNoCell', ...admin?.components } },
  } as CheckboxField
}
