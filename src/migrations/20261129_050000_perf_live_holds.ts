import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The live holds of one contact email, which every booking counts before it holds a seat (liveHolds in
 * src/server/db/bookings.ts, by the normalised email or the address's key): found through this index and the address's
 * one, instead of reading every held booking. Written here, not in the collection: Payload's fields cannot express an
 * index on an expression.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "bookings_held_contact_email_idx" ON "bookings" USING btree (lower(trim("contact_email"))) WHERE "status" = 'held';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "bookings_held_contact_email_idx";`)
}
