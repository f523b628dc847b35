import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "participants" ALTER COLUMN "booking_id" DROP NOT NULL;
  ALTER TABLE "participants" ALTER COLUMN "schedule_id" DROP NOT NULL;
  ALTER TABLE "participants" ADD COLUMN "private_session_id" integer;
  ALTER TABLE "waiver_signatures" ADD COLUMN "private_session_id" integer;
  ALTER TABLE "private_sessions" ADD COLUMN "what_to_bring" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "site_notes" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "join_nonce" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "join_hash" varchar;
  ALTER TABLE "participants" ADD CONSTRAINT "participants_private_session_id_private_sessions_id_fk" FOREIGN KEY ("private_session_id") REFERENCES "public"."private_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_private_session_id_private_sessions_id_fk" FOREIGN KEY ("private_session_id") REFERENCES "public"."private_sessions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "participants_private_session_idx" ON "participants" USING btree ("private_session_id");
  CREATE INDEX "waiver_signatures_private_session_idx" ON "waiver_signatures" USING btree ("private_session_id");
  CREATE UNIQUE INDEX "private_sessions_join_hash_idx" ON "private_sessions" USING btree ("join_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "participants" DROP CONSTRAINT "participants_private_session_id_private_sessions_id_fk";
  
  ALTER TABLE "waiver_signatures" DROP CONSTRAINT "waiver_signatures_private_session_id_private_sessions_id_fk";
  
  DROP INDEX "participants_private_session_idx";
  DROP INDEX "waiver_signatures_private_session_idx";
  DROP INDEX "private_sessions_join_hash_idx";
  ALTER TABLE "participants" ALTER COLUMN "booking_id" SET NOT NULL;
  ALTER TABLE "participants" ALTER COLUMN "schedule_id" SET NOT NULL;
  ALTER TABLE "participants" DROP COLUMN "private_session_id";
  ALTER TABLE "waiver_signatures" DROP COLUMN "private_session_id";
  ALTER TABLE "private_sessions" DROP COLUMN "what_to_bring";
  ALTER TABLE "private_sessions" DROP COLUMN "site_notes";
  ALTER TABLE "private_sessions" DROP COLUMN "join_nonce";
  ALTER TABLE "private_sessions" DROP COLUMN "join_hash";`)
}
