import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "client_address_hash" varchar;
  CREATE INDEX "bookings_client_address_hash_idx" ON "bookings" USING btree ("client_address_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_client_address_hash_idx";
  ALTER TABLE "bookings" DROP COLUMN "client_address_hash";`)
}
