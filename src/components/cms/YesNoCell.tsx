'use client'

import type { DefaultCellComponentProps } from 'payload'

/** A checkbox listed in words. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData ? 'Yes' : 'No'}</span>
}
