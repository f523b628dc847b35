import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaStorage } from './mediaStorage'

/** An upload collection shaped like the site's media (server code never imports the collections). */
const Media: CollectionConfig = { slug: 'media', upload: true, fields: [{ name: 'alt', type: 'text' }] }
const s3Env = { S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ENDPOINT: 'http://127.0.0.1:4590', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }
const mediaFields = async (env: object) => {
  const config = await mediaStorage(env as never)({ collections: [Media] } as Config)
  return config.collections!.find((c) => c.slug === 'media')!.fields
}

describe('mediaStorage', () => {
  it('on S3, keeps the plugin’s _objectKey out of the database, which the committed migrations do not have', async () => {
    const objectKey = (await mediaFields(s3Env)).find((f) => 'name' in f && f.name === '_objectKey')
    expect(objectKey).toMatchObject({ virtual: true })
  })

  it('adds no field without a bucket', async () => {
    expect((await mediaFields({ S3_REGION: 'us-east-1' })).map((f) => ('name' in f ? f.name : ''))).toEqual(['alt'])
  })
})
