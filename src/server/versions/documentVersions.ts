import { formatInTimeZone } from 'date-fns-tz'
import type { CollectionSlug, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

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

export const pacificSavedAt = (iso: string): string => formatInTimeZone(new Date(iso), BUSINESS_TIME_ZONE, 'EEE, MMM d, yyyy, h:mm:ss a')

const statusOf = (doc: { autosave?: boolean; version: { _status?: string } }): string =>
  doc.version._status === 'published' ? 'Published' : doc.version._status === 'draft' ? (doc.autosave ? 'Draft (autosaved)' : 'Draft') : 'Saved'

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
  return docs.map((doc) => ({
    id: doc.id,
    savedAt: doc.updatedAt,
    savedAtPacific: pacificSavedAt(doc.updatedAt),
    status: statusOf(doc as unknown as { autosave?: boolean; version: { _status?: string } }),
    latest: Boolean((doc as { latest?: boolean }).latest),
    version: doc.version as unknown as Record<string, unknown>,
  }))
}

/** Where a version of a document opens in /cms; `versionFrom` picks what it is compared with (the previous one by default). */
export function versionURL(req: PayloadRequest, collection: string, docID: number | string, versionID: number | string, versionFrom?: number | string): string {
  const path: `/${string}` = `/collections/${collection}/${docID}/versions/${versionID}${versionFrom === undefined ? '' : `?versionFrom=${versionFrom}`}`
  return formatAdminURL({ adminRoute: req.payload.config.routes.admin, path })
}
