import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "booking_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"action" varchar NOT NULL,
  	"actor" varchar NOT NULL,
  	"before" jsonb,
  	"after" jsonb,
  	"amount_cents" numeric,
  	"stripe_session_id" varchar,
  	"stripe_payment_intent_id" varchar,
  	"stripe_refund_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "manage_token_nonce" varchar;
  ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" varchar;
  ALTER TABLE "bookings" ADD COLUMN "move_count" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_events_id" integer;
  ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id");
  CREATE INDEX "booking_events_stripe_session_id_idx" ON "booking_events" USING btree ("stripe_session_id");
  CREATE INDEX "booking_events_updated_at_idx" ON "booking_events" USING btree ("updated_at");
  CREATE INDEX "booking_events_created_at_idx" ON "booking_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_events_fk" FOREIGN KEY ("booking_events_id") REFERENCES "public"."booking_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "bookings_manage_token_hash_idx" ON "bookings" USING btree ("manage_token_hash");
  CREATE INDEX "payload_locked_documents_rels_booking_events_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_events_fk";
  
  DROP INDEX "bookings_manage_token_hash_idx";
  DROP INDEX "payload_locked_documents_rels_booking_events_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "manage_token_nonce";
  ALTER TABLE "bookings" DROP COLUMN "manage_token_hash";
  ALTER TABLE "bookings" DROP COLUMN "move_count";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_events_id";`)
}
