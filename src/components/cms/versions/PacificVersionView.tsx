import { Button, Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type { DocumentViewServerProps } from 'payload'

import { documentVersions } from '@/server/versions/documentVersions'

import { muted } from '../dashboard/styles'
import { RestoreVersionButton } from './RestoreVersionButton'
import { VersionChangeDiff } from './VersionChangeDiff'
import { versionChanges } from './versionChanges'

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * One version of a document, compared with the version saved before it (or the one picked), times in Pacific time,
 * with its restore question. Payload's own version view shows the browser's zone and none of its parts are exported.
 */
export async function PacificVersionView({ initPageResult, routeSegments, searchParams }: DocumentViewServerProps) {
  const { collectionConfig, docID, permissions, req } = initPageResult
  if (!collectionConfig || docID === undefined) return notFound()
  const slug = collectionConfig.slug
  const versions = await documentVersions(req, slug, docID)
  const index = versions.findIndex((v) => String(v.id) === routeSegments.at(-1))
  if (index < 0) return notFound()
  const shown = versions[index]
  // Newest first: the next one down was saved just before this one.
  const previous = versions[index + 1]
  const picked = one(searchParams?.versionFrom)
  const compared = versions.find((v) => String(v.id) === picked && v !== shown) ?? previous
  const changes = compared ? versionChanges(collectionConfig.fields, compared.version, shown.version) : []
  const singular = typeof collectionConfig.labels.singular === 'string' ? collectionConfig.labels.singular.toLowerCase() : 'document'

  return (
    <main className="version" data-testid="pacific-version">
      <SetDocumentStepNav
        collectionSlug={slug}
        id={docID}
        pluralLabel={collectionConfig.labels.plural}
        useAsTitle={collectionConfig.admin.useAsTitle}
        view="Version"
      />
      <Gutter>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem', margin: '1rem 0' }}>
          <h2 style={{ fontSize: '1.1rem', margin: 0 }} data-testid="version-shown">
            Version of {shown.savedAtPacific} (Pacific) · {shown.status}
          </h2>
          {permissions.collections?.[slug]?.update && (
            <RestoreVersionButton collection={slug} docID={docID} versionID={shown.id} savedAtPacific={shown.savedAtPacific} singular={singular} />
          )}
        </div>
        {compared ? (
          <form method="get" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
            <label htmlFor="version-from">Compared with</label>
            <select id="version-from" name="versionFrom" defaultValue={String(compared.id)} style={{ maxWidth: '100%' }}>
              {versions
                .filter((v) => v !== shown)
                .map((v) => (
                  <option key={v.id} value={String(v.id)}>
                    {`${v.savedAtPacific} · ${v.status}${v === previous ? ' (previous version)' : ''}`}
                  </option>
                ))}
            </select>
            <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
              Compare
            </Button>
          </form>
        ) : (
          <p style={muted}>The first version saved: nothing before it to compare with.</p>
        )}
        <p style={{ ...muted, margin: '0.5rem 0 1.25rem' }}>Times are Pacific time. Left: the version compared with; right: this version.</p>
        {compared && changes.length === 0 && <p>No differences.</p>}
        {changes.map((change) => (
          <VersionChangeDiff key={change.path} change={change} />
        ))}
      </Gutter>
    </main>
  )
}
