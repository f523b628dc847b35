import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // src/app/global-not-found.tsx: the branded 404 for every unmatched URL (the app has two root layouts).
  experimental: { globalNotFound: true },
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }] },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
