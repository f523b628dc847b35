import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'

import { documentVersions, versionURL } from '@/server/versions/documentVersions'

import { muted } from '../dashboard/styles'

/**
 * A document's versions with their times in Pacific time (Payload's list shows the browser's zone and takes no cell
 * of ours). Each opens compared with the version before it.
 */
export async function PacificVersionsView({ initPageResult }: DocumentViewServerProps) {
  const { collectionConfig, docID, req } = initPageResult
  if (!collectionConfig || docID === undefined) return null
  const versions = await documentVersions(req, collectionConfig.slug, docID)
  return (
    <main className="versions" data-testid="pacific-versions">
      <SetDocumentStepNav
        collectionSlug={collectionConfig.slug}
        id={docID}
        pluralLabel={collectionConfig.labels.plural}
        useAsTitle={collectionConfig.admin.useAsTitle}
        view="Versions"
      />
      <Gutter>
        <p style={{ ...muted, margin: '1rem 0' }}>Times are Pacific time. Open a version to see what changed since the one before it, and to restore it.</p>
        <div className="table">
          <table>
            <thead>
              <tr>
                <th>Saved (Pacific)</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.id} data-version-id={v.id}>
                  <td>
                    <a href={versionURL(req, collectionConfig.slug, docID, v.id)}>{v.savedAtPacific}</a>
                  </td>
                  <td>{v.latest ? `${v.status} · current` : v.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {versions.length === 0 && <p>No versions saved yet.</p>}
      </Gutter>
    </main>
  )
}
