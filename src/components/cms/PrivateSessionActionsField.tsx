import { clockNow } from '@/server/clock/clock'

import { PrivateSessionActions } from './PrivateSessionActions'

/** The private session's 'Studio actions' in /cms, rendered on the server so "started" is judged by the server's clock. */
export function PrivateSessionActionsField() {
  return <PrivateSessionActions now={clockNow().toISOString()} />
}
