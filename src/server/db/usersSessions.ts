import { sql } from '@payloadcms/db-postgres'

import type { Db } from './postgres'

/** Payload's stored session of a user: when it ends. */
export const setSessionExpiry = (db: Db, sessionId: string, end: Date) =>
  db.execute(sql`update users_sessions set expires_at = ${end.toISOString()} where id = ${sessionId}`)
