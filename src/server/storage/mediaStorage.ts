import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Field, Plugin } from 'payload'

import type { env as appEnv } from '@/lib/env'

/**
 * The storage plugin adds an `_objectKey` column to media for uploads sent by the browser straight to the bucket
 * (`clientUploads`, not used here: every file goes through the server, which leaves it empty). The committed migrations
 * have no such column, so it is kept out of the database (virtual): a file's key stays its filename.
 */
const objectKeyNotStored = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.slug === 'media'
      ? { ...collection, fields: collection.fields.map((field): Field => ('name' in field && field.name === '_objectKey' ? { ...field, virtual: true } as Field : field)) }
      : collection,
  ),
})

/**
 * Where uploaded media live: on S3-compatible storage when S3_BUCKET is set (every app instance then serves the same
 * files), otherwise on the local disk (./media). The plugin is always registered, disabled without a bucket, so the
 * CMS's generated import map is the same either way.
 */
export function mediaStorage(env: typeof appEnv): Plugin {
  const plugin = s3Storage({
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
  return async (config) => objectKeyNotStored(await plugin(config))
}
