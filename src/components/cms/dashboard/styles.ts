import type { CSSProperties } from 'react'

/** The dashboard's few shared looks, in Payload's theme colours so dark mode follows. */
export const panel: CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.6rem 0.9rem', minWidth: 0 }
export const panelHeading: CSSProperties = { fontSize: '0.95rem', margin: '0 0 0.4rem' }
export const muted: CSSProperties = { color: 'var(--theme-elevation-600)', fontSize: '0.8rem', margin: 0 }
/** Panels side by side that wrap one under the other on a phone. */
export const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginBottom: '0.75rem' }
/** A panel's share of its row: `grow` parts of the room left once every panel has its `basis`. */
export const share = (grow: number, basis: number): CSSProperties => ({ flex: `${grow} 1 ${basis}px` })
/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export const wideTable: CSSProperties = { overflowX: 'auto', maxWidth: '100%' }
export const cell: CSSProperties = { padding: '0.2rem 0.6rem 0.2rem 0', textAlign: 'left', fontSize: '0.85rem' }
