'use client'

import type { DefaultCellComponentProps } from 'payload'

import { pacificDateTime } from '@/domain/cms/listColumnFormats'

/** A moment listed in Pacific time whatever the browser's zone: 'Sat, Nov 28, 2026, 10:00 AM'. */
export function PacificDateCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData ? pacificDateTime(cellData) : ''}</span>
}
