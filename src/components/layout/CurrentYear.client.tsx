'use client'

import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/** The visitor's current year: a cached page may have been rendered before New Year's Day. */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  return useSyncExternalStore(unchanging, () => new Date().getFullYear(), () => renderedYear)
}
