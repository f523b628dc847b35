import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The live holds of one network address (liveHolds in src/server/db/bookings.ts) are found through an index of held
 * bookings' addresses, as one email's are (perf_live_holds), instead of one of every booking's: the statement is
 * prepared, and its plan, made once without the values, reads only the one address's holds through it. Nothing else
 * looks bookings up by address. Partial, so written here: Payload's fields cannot express it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "bookings_client_address_hash_idx";
   CREATE INDEX IF NOT EXISTS "bookings_held_client_address_hash_idx" ON "bookings" USING btree ("client_address_hash") WHERE "status" = 'held';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "bookings_held_client_address_hash_idx";
   CREATE INDEX IF NOT EXISTS "bookings_client_address_hash_idx" ON "bookings" USING btree ("client_address_hash");`)
}
