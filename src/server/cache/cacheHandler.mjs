// Next's cache handler (next.config.mjs `cacheHandler`), loaded by Node's own import: plain JavaScript.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { withInlinedStylesheets } from './inlineStylesheets.mjs'
import { memoryInvalidationLog, redisInvalidationLog } from './invalidationLog.mjs'
import { orderedCacheHandler } from './orderedCacheHandler.mjs'

const redisUrl = process.env.REDIS_URL
// Next's own handler is CommonJS: Node's import gives its exports object, Next's bundler (which builds this file into
// the server) gives its default export.
const NextMemoryCache = fileSystemCache.default ?? fileSystemCache

// With REDIS_URL every server shares the cache and the invalidation log; without it each keeps both in memory (Next's
// own handler, told by next.config.mjs not to write to disk).
const Inner = redisUrl ? (await import('@trieb.work/nextjs-turbo-redis-cache')).default : NextMemoryCache
const log = redisUrl ? redisInvalidationLog(redisUrl, `${process.env.KEY_PREFIX ?? ''}next-cache:tags-invalidated-at`) : memoryInvalidationLog()

export default withInlinedStylesheets(orderedCacheHandler(Inner, log))
