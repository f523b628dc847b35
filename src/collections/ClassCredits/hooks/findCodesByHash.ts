import type { CollectionBeforeOperationHook, Where } from 'payload'

import { hashesOfTypedCode } from '@/domain/credits/creditCode'

const CODE_PATHS = new Set(['code', 'codeHash'])

/** A condition on a code (the list search's `like`, or `equals`): the credits stored under its hashes, else by its hint. */
function byCode(condition: unknown): Where {
  const typed = condition && typeof condition === 'object' ? Object.values(condition)[0] : undefined
  const text = typeof typed === 'string' ? typed.trim() : ''
  const hashes = hashesOfTypedCode(text)
  return hashes.length ? { codeHash: { in: hashes } } : { codeHint: { like: text } }
}

function rewrite(where: Where): Where {
  return Object.fromEntries(
    Object.entries(where).flatMap(([key, value]) => {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) return [[key, value.map((w) => rewrite(w as Where))]]
      if (CODE_PATHS.has(key)) return Object.entries(byCode(value))
      return [[key, value]]
    }),
  )
}

/**
 * Codes are stored only as hashes, so a search for a code (the /cms list search, or `where[code][equals]`) is turned
 * into a search for its hashes: the owner types the whole code a customer reads out and finds the credit. Anything
 * shorter is matched against the hint (GC-…-7KQ2), so the last four characters find it too.
 */
export const findCodesByHash: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' || !('where' in args) || !args.where) return args
  return { ...args, where: rewrite(args.where) }
}
