'use client'

import type { DefaultCellComponentProps } from 'payload'

import { platformLabel } from '@/domain/cms/optionLabels'

/** A testimonial's review platform as its owner spells it: 'Google', 'LinkedIn'. */
export function PlatformCell({ cellData }: DefaultCellComponentProps) {
  return <span>{platformLabel(typeof cellData === 'string' ? cellData : null)}</span>
}
