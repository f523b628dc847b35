import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { memoryInvalidationLog } from './invalidationLog.mjs'
import { orderedCacheHandler, predatesInvalidation, readAfterTag } from './orderedCacheHandler.mjs'

type Entry = { lastModified: number; value: Record<string, unknown> }

/** A stand-in for the storing handler, shared by the servers of a test, which drops a tag's entries like Redis does. */
function sharedStore() {
  const entries = new Map<string, Entry & { tags: string[] }>()
  return class StoreHandler {
    async get(key: string) {
      return entries.get(key) ?? null
    }
    async set(key: string, value: Record<string, unknown>, ctx: { tags?: string[] }) {
      const tags = value.kind === 'FETCH' ? (ctx.tags ?? []) : String((value.headers as Record<string, string>)['x-next-cache-tags']).split(',')
      entries.set(key, { lastModified: Date.now(), value, tags })
    }
    async revalidateTag(tags: string | string[]) {
      for (const [key, entry] of entries) if (entry.tags.some((tag) => [tags].flat().includes(tag))) entries.delete(key)
    }
  }
}

const page = (tags: string[]) => ({ kind: 'APP_PAGE', html: '<p>page</p>', headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 })
const data = { kind: 'FETCH', data: { headers: {}, body: '["old"]', status: 200, url: '' }, revalidate: 31536000 }
const pageCtx = { kind: 'APP_PAGE' }
const at = (time: number) => vi.setSystemTime(time)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('predatesInvalidation', () => {
  const invalidated = new Map([['testimonials', 2_000]])

  it('holds when a tag of the entry was invalidated after its earliest read began', () => {
    expect(predatesInvalidation(['testimonials', readAfterTag(1_500), readAfterTag(1_000)], invalidated, 0)).toBe(true)
    expect(predatesInvalidation(['testimonials', readAfterTag(2_000)], invalidated, 0)).toBe(true)
  })

  it('does not for reads begun after it, for other tags, or without a read-after tag', () => {
    expect(predatesInvalidation(['testimonials', readAfterTag(2_001)], invalidated, 0)).toBe(false)
    expect(predatesInvalidation(['faqs', readAfterTag(1_000)], invalidated, 0)).toBe(false)
    expect(predatesInvalidation(['testimonials'], invalidated, 0)).toBe(false)
  })

  it('counts reads begun within the allowance after it as before it', () => {
    expect(predatesInvalidation(['testimonials', readAfterTag(2_900)], invalidated, 1_000)).toBe(true)
    expect(predatesInvalidation(['testimonials', readAfterTag(3_001)], invalidated, 1_000)).toBe(false)
  })
})

describe('orderedCacheHandler', () => {
  it('does not serve a page whose render read the old data, then was stored after the invalidation', async () => {
    const Handler = orderedCacheHandler(sharedStore(), memoryInvalidationLog())
    const handler = new Handler({})
    at(1_000) // the render reads the testimonials
    const rendered = page(['_N_T_/testimonials', 'testimonials', readAfterTag(Date.now())])
    at(2_000) // the owner saves: the tag is dropped
    await handler.revalidateTag('testimonials', { expire: 0 })
    at(3_000) // the render ends and is stored
    await new Handler({}).set('/testimonials', rendered, pageCtx)
    expect(await new Handler({}).get('/testimonials', pageCtx)).toBeNull()

    const again = page(['_N_T_/testimonials', 'testimonials', readAfterTag(Date.now())])
    await handler.set('/testimonials', again, pageCtx)
    expect((await handler.get('/testimonials', pageCtx))?.value).toBe(again)
  })

  it('does the same for cached data, dated by the read that stored it, not by the one asking', async () => {
    const Handler = orderedCacheHandler(sharedStore(), memoryInvalidationLog())
    const handler = new Handler({})
    at(1_000)
    const storedBy = { kind: 'FETCH', tags: ['testimonials', readAfterTag(Date.now())] }
    at(2_000)
    await handler.revalidateTag(['testimonials'])
    at(3_000)
    await handler.set('testimonials-key', data, storedBy)
    expect(await handler.get('testimonials-key', { kind: 'FETCH', tags: ['testimonials', readAfterTag(Date.now())] })).toBeNull()

    await handler.set('testimonials-key', data, { kind: 'FETCH', tags: ['testimonials', readAfterTag(Date.now())] })
    expect(await handler.get('testimonials-key', { kind: 'FETCH', tags: ['testimonials', readAfterTag(Date.now())] })).not.toBeNull()
  })

  it('keeps serving what an invalidation of another tag does not concern, and pages that read nothing', async () => {
    const Handler = orderedCacheHandler(sharedStore(), memoryInvalidationLog())
    const handler = new Handler({})
    at(1_000)
    await handler.set('/testimonials', page(['testimonials', readAfterTag(Date.now())]), pageCtx)
    await handler.set('/privacy-policy', page(['_N_T_/privacy-policy']), pageCtx)
    at(2_000)
    await handler.revalidateTag('faqs')
    await handler.revalidateTag('_N_T_/testimonials')
    expect(await handler.get('/testimonials', pageCtx)).not.toBeNull()
    expect(await handler.get('/privacy-policy', pageCtx)).not.toBeNull()
  })

  it('across two servers sharing the store and the log, a render on one is refused after an edit on the other', async () => {
    const Store = sharedStore()
    const log = { ...memoryInvalidationLog(), allowanceMs: 1_000 }
    const serverA = new (orderedCacheHandler(Store, log))({})
    const serverB = new (orderedCacheHandler(Store, log))({})
    at(10_000)
    const renderedOnB = page(['testimonials', readAfterTag(Date.now())])
    at(10_500)
    await serverA.revalidateTag('testimonials')
    at(11_000)
    await serverB.set('/testimonials', renderedOnB, pageCtx)
    expect(await serverA.get('/testimonials', pageCtx)).toBeNull()
    expect(await serverB.get('/testimonials', pageCtx)).toBeNull()

    at(12_000) // begun more than the clocks' allowance after the edit
    await serverB.set('/testimonials', page(['testimonials', readAfterTag(Date.now())]), pageCtx)
    expect(await serverA.get('/testimonials', pageCtx)).not.toBeNull()
  })

  it('renders again when the log cannot be read, rather than serve what it cannot date', async () => {
    const log = memoryInvalidationLog()
    const Handler = orderedCacheHandler(sharedStore(), { ...log, read: () => Promise.reject(new Error('Redis is down')) })
    const handler = new Handler({})
    await handler.set('/testimonials', page(['testimonials', readAfterTag(Date.now())]), pageCtx)
    await handler.set('/privacy-policy', page(['_N_T_/privacy-policy']), pageCtx)
    expect(await handler.get('/testimonials', pageCtx)).toBeNull()
    expect(await handler.get('/privacy-policy', pageCtx)).not.toBeNull()
  })
})
