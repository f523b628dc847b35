import { createRequire } from 'node:module'

import { withPayload } from '@payloadcms/next/withPayload'

// With REDIS_URL, every instance shares one Next cache (pages, cached data, invalidations) through a maintained
// handler listed by Next's self-hosting guide. Without it, each server keeps its cache in memory only: on disk it
// would be shared by every server of this build folder (a test server, a benchmark, `npm start` on another
// database) and outlive a restart, serving pages rendered from another database.
const cache = process.env.REDIS_URL
  ? { cacheHandler: createRequire(import.meta.url).resolve('@trieb.work/nextjs-turbo-redis-cache'), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  ...cache,
  // src/app/global-not-found.tsx: the branded 404 for every unmatched URL (the app has two root layouts).
  experimental: { globalNotFound: true, isrFlushToDisk: Boolean(process.env.REDIS_URL) },
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }] },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
