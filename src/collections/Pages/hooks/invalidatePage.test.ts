import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { Page } from '@/payload-types'
import { invalidate } from '@/server/cache/invalidate'

import { invalidatePageOnChange, invalidatePageOnDelete } from './invalidatePage'

vi.mock('@/server/cache/invalidate', () => ({ invalidate: vi.fn() }))

const page = (slug: Page['slug'], status: Page['_status']) => ({ slug, _status: status }) as Page
const change = (doc: Page, previousDoc?: Page) => invalidatePageOnChange({ doc, previousDoc } as never)

describe('a page\'s cache hooks', () => {
  beforeEach(() => vi.mocked(invalidate).mockClear())

  it('publishing drops exactly that page', () => {
    change(page('cbo', 'published'), page('cbo', 'draft'))
    expect(invalidate).toHaveBeenCalledWith(['page:cbo'])
  })

  it('unpublishing, or moving a published page to another slug, drops both ends', () => {
    change(page('about', 'draft'), page('about', 'published'))
    expect(invalidate).toHaveBeenLastCalledWith(['page:about'])
    change(page('cbo', 'published'), page('about', 'published'))
    expect(invalidate).toHaveBeenLastCalledWith(['page:cbo', 'page:about'])
  })

  it('a draft of a page never published drops nothing', () => {
    change(page('home', 'draft'), page('home', 'draft'))
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('deleting drops the page', () => {
    invalidatePageOnDelete({ doc: page('workplace-safety', 'published') } as never)
    expect(invalidate).toHaveBeenCalledWith(['page:workplace-safety'])
  })
})
