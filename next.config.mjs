import { createRequire } from 'node:module'

import { withPayload } from '@payloadcms/next/withPayload'

// With REDIS_URL, every instance shares one Next cache (pages, cached data, invalidations) through a maintained
// handler listed by Next's self-hosting guide; without it, each instance keeps its own in memory and on disk.
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: createRequire(import.meta.url).resolve('@trieb.work/nextjs-turbo-redis-cache'), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  ...sharedCache,
  // src/app/global-not-found.tsx: the branded 404 for every unmatched URL (the app has two root layouts).
  experimental: { globalNotFound: true },
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }] },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
