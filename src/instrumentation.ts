/**
 * Starts Payload's job crons in the Next server process (the release-expired-holds task every 5 minutes), after
 * warning when SERVER_URL does not match the server's port. Only the Node.js runtime of a running server does this;
 * builds and the Edge runtime do not.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { serverUrlPortWarning } = await import('@/lib/env')
  const warning = serverUrlPortWarning()
  if (warning) console.warn(`\n⚠ ${warning}\n`)
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
