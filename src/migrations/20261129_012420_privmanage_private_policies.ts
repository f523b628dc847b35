import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_sessions_move_fees_paidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_move_fees_movedto_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_failed_refunds_purpose" AS ENUM('private-session', 'private-move-fee');
  CREATE TYPE "public"."enum_private_sessions_failed_refunds_firstfailedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_failed_refunds_nextretryat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_cancelledat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_private_sessions_status" ADD VALUE 'cancelled';
  ALTER TYPE "public"."enum_private_sessions_status" ADD VALUE 'cancelled-by-studio';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-moved' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-cancelled' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-move-offered' BEFORE 'other';
  CREATE TABLE "private_sessions_move_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount_cents" numeric,
  	"paid_at" timestamp(3) with time zone,
  	"paidat_tz" "enum_private_sessions_move_fees_paidat_tz" DEFAULT 'America/Los_Angeles',
  	"moved_to" timestamp(3) with time zone,
  	"movedto_tz" "enum_private_sessions_move_fees_movedto_tz" DEFAULT 'America/Los_Angeles',
  	"stripe_session_id" varchar,
  	"payment_intent_id" varchar
  );
  
  CREATE TABLE "private_sessions_failed_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"purpose" "enum_private_sessions_failed_refunds_purpose",
  	"amount_cents" numeric,
  	"attempts" numeric,
  	"last_error" varchar,
  	"first_failed_at" timestamp(3) with time zone,
  	"firstfailedat_tz" "enum_private_sessions_failed_refunds_firstfailedat_tz" DEFAULT 'America/Los_Angeles',
  	"next_retry_at" timestamp(3) with time zone,
  	"nextretryat_tz" "enum_private_sessions_failed_refunds_nextretryat_tz" DEFAULT 'America/Los_Angeles',
  	"payment_intent_id" varchar,
  	"idempotency_key" varchar
  );
  
  ALTER TABLE "private_sessions" ADD COLUMN "refunded_cents" numeric;
  ALTER TABLE "private_sessions" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "cancelledat_tz" "enum_private_sessions_cancelledat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "free_move_offered" boolean;
  ALTER TABLE "private_sessions_move_fees" ADD CONSTRAINT "private_sessions_move_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."private_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "private_sessions_failed_refunds" ADD CONSTRAINT "private_sessions_failed_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."private_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "private_sessions_move_fees_order_idx" ON "private_sessions_move_fees" USING btree ("_order");
  CREATE INDEX "private_sessions_move_fees_parent_id_idx" ON "private_sessions_move_fees" USING btree ("_parent_id");
  CREATE INDEX "private_sessions_failed_refunds_order_idx" ON "private_sessions_failed_refunds" USING btree ("_order");
  CREATE INDEX "private_sessions_failed_refunds_parent_id_idx" ON "private_sessions_failed_refunds" USING btree ("_parent_id");
  CREATE INDEX "private_sessions_failed_refunds_next_retry_at_idx" ON "private_sessions_failed_refunds" USING btree ("next_retry_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "private_sessions_move_fees" CASCADE;
  DROP TABLE "private_sessions_failed_refunds" CASCADE;
  ALTER TABLE "private_sessions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "private_sessions" ALTER COLUMN "status" SET DEFAULT 'proposal-sent'::text;
  DROP TYPE "public"."enum_private_sessions_status";
  CREATE TYPE "public"."enum_private_sessions_status" AS ENUM('proposal-sent', 'confirmed', 'withdrawn');
  ALTER TABLE "private_sessions" ALTER COLUMN "status" SET DEFAULT 'proposal-sent'::"public"."enum_private_sessions_status";
  ALTER TABLE "private_sessions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_private_sessions_status" USING "status"::"public"."enum_private_sessions_status";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'gift-certificate-receipt', 'gift-certificate', 'minimum-participants', 'waiver-reminder', 'booking-cancelled', 'cancelled-by-studio', 'part-refund', 'refund-completed', 'refund-failed-notice', 'move-fee-refunded', 'class-cancelled', 'waiver-signed', 'waitlist-joined', 'waitlist-offer', 'waitlist-lapsed', 'waitlist-closed', 'waitlist-removed', 'private-proposal', 'private-confirmation', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  ALTER TABLE "private_sessions" DROP COLUMN "refunded_cents";
  ALTER TABLE "private_sessions" DROP COLUMN "cancelled_at";
  ALTER TABLE "private_sessions" DROP COLUMN "cancelledat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "free_move_offered";
  DROP TYPE "public"."enum_private_sessions_move_fees_paidat_tz";
  DROP TYPE "public"."enum_private_sessions_move_fees_movedto_tz";
  DROP TYPE "public"."enum_private_sessions_failed_refunds_purpose";
  DROP TYPE "public"."enum_private_sessions_failed_refunds_firstfailedat_tz";
  DROP TYPE "public"."enum_private_sessions_failed_refunds_nextretryat_tz";
  DROP TYPE "public"."enum_private_sessions_cancelledat_tz";`)
}
