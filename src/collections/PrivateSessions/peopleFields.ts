import type { Field } from 'payload'

/**
 * The session's participants side: the prep notes its own prep page shows, and the join link (a second private link,
 * made like the organizer's, that only adds participants). The join link's nonce and hash are never read through the API.
 */
export const peopleFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Prep page',
    admin: { initCollapsed: true },
    fields: [
      { name: 'whatToBring', label: 'What to bring (shown on the session\u2019s prep page)', type: 'textarea' },
      { name: 'siteNotes', label: 'Site notes (parking, entrance, who to ask for)', type: 'textarea' },
    ],
  },
  { name: 'joinNonce', type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
  { name: 'joinHash', type: 'text', unique: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
]
