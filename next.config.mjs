import { createRequire } from 'node:module'

import { withPayload } from '@payloadcms/next/withPayload'

import { addCompileHints } from './src/server/build/compileHints.mjs'

// src/server/cache/cacheHandler.mjs keeps a page or cached data only if none of its tags was invalidated while it was
// being read (README, "Caching and invalidation"). It stores through Redis when REDIS_URL is set, so every instance
// shares one Next cache (pages, cached data, invalidations), with a maintained handler listed by Next's self-hosting
// guide; the per-instance memory layer is then off. Without it, each server keeps its cache in memory only: on disk it
// would be shared by every server of this build folder (a test server, a benchmark, `npm start` on another database)
// and outlive a restart, serving pages rendered from another database.
const cacheHandler = createRequire(import.meta.url).resolve('./src/server/cache/cacheHandler.mjs')
const cache = process.env.REDIS_URL ? { cacheHandler, cacheMaxMemorySize: 0 } : { cacheHandler }

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  compiler: { runAfterProductionCompile: async ({ distDir }) => void (await addCompileHints({ distDir })) },
  ...cache,
  // src/app/global-not-found.tsx: the branded 404 for every unmatched URL (the app has two root layouts).
  experimental: { globalNotFound: true, isrFlushToDisk: Boolean(process.env.REDIS_URL) },
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }] },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every path for the color-scheme client hint as a Critical-CH, which makes Chrome send each first page
// request twice (the first answer is thrown away and the request restarted with the hint). Only Payload's admin uses
// the hint, so it is asked for there alone.
const CMS_ONLY = '/cms/:path*'
const config = {
  ...withCms,
  headers: async () => (await withCms.headers()).map((rule) => (rule.source === '/:path*' ? { ...rule, source: CMS_ONLY } : rule)),
}

export default config
