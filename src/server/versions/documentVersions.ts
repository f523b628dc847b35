import type { CollectionSlug, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { pacificDateTimeSeconds } from '@/domain/cms/listColumnFormats'

/** One saved version of a document, as the versions screens list it. */
export type VersionRow = {
  id: number | string
  /** When this version was saved (ISO). */
  savedAt: string
  /** 'Tue, Nov 24, 2026, 9:14:05 PM' in Pacific time: seconds apart, as autosave keeps several versions a minute. */
  savedAtPacific: string
  status: string
  latest: boolean
  version: Record<string, unknown>
}

/** 'Published', 'Draft', 'Draft (autosaved)'; a collection without drafts only has saved versions. */
function statusOf(doc: { autosave?: boolean; version: { _status?: string | null } }): string {
  if (doc.version._status === 'published') return 'Published'
  if (doc.version._status === 'draft') return doc.autosave ? 'Draft (autosaved)' : 'Draft'
  return 'Saved'
}

/** A document's versions, newest first, read with the person's own access (all of them: `versions.maxPerDoc` caps them). */
export async function documentVersions(req: PayloadRequest, collection: string, docID: number | string): Promise<VersionRow[]> {
  const { docs } = await req.payload.findVersions({
    collection: collection as CollectionSlug,
    where: { parent: { equals: docID } },
    sort: '-updatedAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    req,
  })
  return docs.map((doc) => {
    // Payload's type for a version row leaves out its `autosave` column, and types the data per collection.
    const version = doc.version as unknown as Record<string, unknown> & { _status?: string | null }
    return {
      id: doc.id,
      savedAt: doc.updatedAt,
      savedAtPacific: pacificDateTimeSeconds(doc.updatedAt),
      status: statusOf({ autosave: (doc as { autosave?: boolean }).autosave, version }),
      latest: Boolean(doc.latest),
      version,
    }
  })
}

/** Where a version of a document opens in /cms (compared with the version saved before it). */
export function versionURL(req: PayloadRequest, collection: string, docID: number | string, versionID: number | string): string {
  return formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: `/collections/${collection}/${docID}/versions/${versionID}` })
}
