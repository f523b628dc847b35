// Seeds demo data, run by scripts/seed.mjs (`payload run` with the runner's export condition): always seeds; with
// `--if-empty` (the start-up call) it seeds only when SEED_DEMO_DATA is 'true' and the database has no users and no
// classes, and otherwise creates only the site's pages that are missing (a new site without demo data still has its
// home, about and program pages).
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'

import { formatSeedSummary, seed } from './seed'

const ifEmpty = process.argv.includes('--if-empty')

/** scripts/seed.mjs looks for this line to know the script really ran. */
const finished = () => {
  console.log('[seed] finished')
  process.exit(0)
}

let payload: Payload | undefined
try {
  payload = await getPayload({ config })
  const demo = !ifEmpty || (await shouldSeedEmptyDatabase(payload))
  const summary = await seed(payload, { now: new Date(), demo })
  payload.logger.info(formatSeedSummary(summary))
  finished()
} catch (error) {
  if (payload) payload.logger.error({ err: error }, 'Seed failed')
  else console.error('Seed failed before Payload started:', error)
  process.exit(1)
}

async function shouldSeedEmptyDatabase(payload: Payload): Promise<boolean> {
  if (env.SEED_DEMO_DATA !== true) {
    payload.logger.info('Demo data is off (SEED_DEMO_DATA is not "true"): not seeding.')
    return false
  }
  // System reads: counting needs no user.
  const [users, classes] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'classes', overrideAccess: true }),
  ])
  if (users.totalDocs > 0 || classes.totalDocs > 0) {
    payload.logger.info(`Database already has data (${users.totalDocs} users, ${classes.totalDocs} classes): not seeding.`)
    return false
  }
  return true
}
