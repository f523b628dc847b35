import type { CollectionAfterOperationHook as AfterOperationHook } from 'payload'

import type { ListColumns, ListRow as Row } from '@/server/admin/cmsListColumns'

/**
 * Fills a collection's read-only columns (virtual fields) for staff reading it in /cms: a list page's documents in
 * one batch of queries, however many rows it has, the one document of an edit view, and the document a save answers
 * with (read in the save's transaction), so the side panel shows the saved values without a reload. Visitors' reads
 * skip it.
 */
export function addListColumns(columns: ListColumns): AfterOperationHook {
  return async (args) => {
    if (!args.req.user) return args.result
    if (args.operation === 'find') {
      const docs = args.result.docs as Row[]
      const values = await columns(args.req.payload, docs, new Date(), args.req)
      return { ...args.result, docs: docs.map((doc) => ({ ...doc, ...values.get(doc.id) })) }
    }
    if ((args.operation === 'findByID' || args.operation === 'updateByID') && args.result) {
      const doc = args.result as Row
      const values = await columns(args.req.payload, [doc], new Date(), args.req)
      return { ...doc, ...values.get(doc.id) }
    }
    return args.result
  }
}
