import type { Field } from 'payload'

/** The organization's purchase order number, printed on its receipts; the owner or a workplace's organizer sets it before paying. */
export const poNumberField: Field = {
  name: 'poNumber',
  label: 'PO number',
  type: 'text',
  maxLength: 60,
  admin: { description: 'Printed on the receipts issued after it is set (the organizer of a workplace session can enter it before paying).' },
}
