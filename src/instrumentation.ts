/**
 * Starts Payload's job crons in the Next server process (the release-expired-holds task every 5 minutes).
 * Only the Node.js runtime of a running server does this; builds and the Edge runtime do not.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
