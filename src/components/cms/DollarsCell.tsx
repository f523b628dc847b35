'use client'

import type { DefaultCellComponentProps } from 'payload'

import { dollarsColumn } from '@/domain/cms/listColumnFormats'

/** An amount kept in cents, listed in dollars: '$150.00'. */
export function DollarsCell({ cellData }: DefaultCellComponentProps) {
  return <span>{dollarsColumn(typeof cellData === 'number' ? cellData : null)}</span>
}
