import type { Field, FieldHook } from 'payload'

import type { ClassCredit } from '@/payload-types'

/** The codes made in this request, by hash (fillNewCredit, or a fresh code): the one moment a code is known. */
export const NEW_CODES = 'newCreditCodes'
export type NewCodes = Record<string, string>

export const rememberNewCode = (context: Record<string, unknown>, hash: string, code: string) => {
  context[NEW_CODES] = { ...(context[NEW_CODES] as NewCodes | undefined), [hash]: code }
}

const codeMadeInThisRequest: FieldHook<ClassCredit> = ({ context, data }) =>
  data?.codeHash ? ((context[NEW_CODES] as NewCodes | undefined)?.[data.codeHash] ?? undefined) : undefined

/**
 * A credit's code is stored only as its hash (found by it) and a hint (shown to the owner). `code` is not stored: it
 * reads back only in the request that made the code, so the caller can put it in the holder's email.
 */
export const codeFields: Field[] = [
  {
    name: 'code',
    type: 'text',
    virtual: true,
    hooks: { afterRead: [codeMadeInThisRequest] },
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  },
  {
    name: 'codeHint',
    label: 'Code',
    type: 'text',
    access: { update: () => false },
    admin: { readOnly: true, description: 'The code itself is only in the email to its holder. To find a credit by its code, type the whole code into the list search.' },
  },
  { name: 'codeHash', type: 'text', unique: true, index: true, access: { update: () => false }, admin: { hidden: true, disableListColumn: true, disableListFilter: true } },
]
