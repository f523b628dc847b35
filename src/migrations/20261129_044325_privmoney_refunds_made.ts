import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_sessions_refunds_made_at_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_refunds_made_to" AS ENUM('card', 'code');
  CREATE TABLE "private_sessions_refunds_made" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"at_tz" "enum_private_sessions_refunds_made_at_tz" DEFAULT 'America/Los_Angeles',
  	"amount_cents" numeric,
  	"to" "enum_private_sessions_refunds_made_to",
  	"stripe_refund_id" varchar
  );
  
  ALTER TABLE "private_sessions_refunds_made" ADD CONSTRAINT "private_sessions_refunds_made_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."private_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "private_sessions_refunds_made_order_idx" ON "private_sessions_refunds_made" USING btree ("_order");
  CREATE INDEX "private_sessions_refunds_made_parent_id_idx" ON "private_sessions_refunds_made" USING btree ("_parent_id");`)
  // Card refunds Stripe accepted before refunds were dated: one row each session, at its cancellation (when it was asked).
  await db.execute(sql`
  INSERT INTO "private_sessions_refunds_made" ("_order", "_parent_id", "id", "at", "amount_cents", "to")
  SELECT 1, s.id, gen_random_uuid()::text, coalesce(s.cancelled_at, s.updated_at), s.refunded_cents, 'card'
  FROM "private_sessions" s WHERE s.refunded_cents > 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "private_sessions_refunds_made" CASCADE;
  DROP TYPE "public"."enum_private_sessions_refunds_made_at_tz";
  DROP TYPE "public"."enum_private_sessions_refunds_made_to";`)
}
