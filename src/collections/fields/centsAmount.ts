import type { NumberField } from 'payload'

/**
 * An amount kept in integer cents, shown and entered in dollars in /cms ('$75.00'). Not a list filter: a filter
 * would ask the owner for cents.
 */
export function centsAmount(name: string, label: string, extra: Partial<Omit<NumberField, 'type' | 'name' | 'label'>> = {}): NumberField {
  const { admin, ...rest } = extra
  return {
    name,
    label,
    type: 'number',
    min: 0,
    ...rest,
    admin: {
      ...admin,
      disableListFilter: true,
      components: { Cell: '/src/components/cms/DollarsCell#DollarsCell', Field: '/src/components/cms/DollarsField#DollarsField', ...admin?.components },
    },
  } as NumberField
}
