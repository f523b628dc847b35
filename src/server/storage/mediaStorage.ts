import { s3Storage } from '@payloadcms/storage-s3'

import type { env as appEnv } from '@/lib/env'

/**
 * Where uploaded media live: on S3-compatible storage when S3_BUCKET is set (every app instance then serves the same
 * files), otherwise on the local disk (./media). The plugin is always registered, disabled without a bucket, so the
 * CMS's generated import map is the same either way.
 */
export function mediaStorage(env: typeof appEnv) {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    collections: { media: true },
    bucket: env.S3_BUCKET ?? '',
    config: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      // MinIO and most S3-compatible services address buckets by path.
      forcePathStyle: Boolean(env.S3_ENDPOINT),
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    },
  })
}
