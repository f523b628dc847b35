import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_class_credits_kind" AS ENUM('class-credit', 'gift-certificate');
  CREATE TYPE "public"."enum_class_credits_gift_deliveredat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_promo_codes_class_kinds" AS ENUM('public', 'mother-daughter', 'private');
  CREATE TYPE "public"."enum_promo_codes_discount_type" AS ENUM('percent', 'amount');
  CREATE TYPE "public"."enum_promo_codes_validfrom_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_promo_codes_validuntil_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_credit_ledger_entry" AS ENUM('issued', 'spent', 'returned', 'cashed-out', 'voided', 'expired', 'reinstated');
  ALTER TYPE "public"."enum_bookings_failed_refunds_purpose" ADD VALUE 'booking-part' BEFORE 'move-fee';
  ALTER TYPE "public"."enum_class_credits_status" ADD VALUE 'pending';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'gift-certificate-receipt' BEFORE 'minimum-participants';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'gift-certificate' BEFORE 'minimum-participants';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'part-refund' BEFORE 'refund-completed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverGiftCertificates' BEFORE 'remindClassCancelled';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverGiftCertificates' BEFORE 'remindClassCancelled';
  CREATE TABLE "promo_codes_class_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_codes_class_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"discount_type" "enum_promo_codes_discount_type" DEFAULT 'percent' NOT NULL,
  	"percent_off" numeric,
  	"amount_off_cents" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"validfrom_tz" "enum_promo_codes_validfrom_tz" DEFAULT 'America/Los_Angeles',
  	"valid_until" timestamp(3) with time zone,
  	"validuntil_tz" "enum_promo_codes_validuntil_tz" DEFAULT 'America/Los_Angeles',
  	"total_uses" numeric,
  	"uses_per_email" numeric,
  	"minimum_participants" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"credit_id" integer,
  	"entry" "enum_credit_ledger_entry" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"balance_cents" numeric NOT NULL,
  	"booking_id" integer,
  	"actor" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "list_price_cents" numeric;
  ALTER TABLE "bookings" ADD COLUMN "promo_code_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "discount_cents" numeric;
  ALTER TABLE "bookings" ADD COLUMN "refunded_cents" numeric;
  ALTER TABLE "booking_events" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "kind" "enum_class_credits_kind" DEFAULT 'class-credit';
  ALTER TABLE "class_credits" ADD COLUMN "gift_buyer_name" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_buyer_email" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_recipient_name" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_recipient_email" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_message" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_description" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_delivery_date" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "class_credits" ADD COLUMN "gift_deliveredat_tz" "enum_class_credits_gift_deliveredat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "class_credits" ADD COLUMN "gift_stripe_session_id" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_stripe_payment_intent_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_ledger_id" integer;
  ALTER TABLE "promo_codes_class_kinds" ADD CONSTRAINT "promo_codes_class_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_credit_id_class_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."class_credits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promo_codes_class_kinds_order_idx" ON "promo_codes_class_kinds" USING btree ("order");
  CREATE INDEX "promo_codes_class_kinds_parent_idx" ON "promo_codes_class_kinds" USING btree ("parent_id");
  CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
  CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at");
  CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");
  CREATE INDEX "credit_ledger_credit_idx" ON "credit_ledger" USING btree ("credit_id");
  CREATE INDEX "credit_ledger_booking_idx" ON "credit_ledger" USING btree ("booking_id");
  CREATE INDEX "credit_ledger_updated_at_idx" ON "credit_ledger" USING btree ("updated_at");
  CREATE INDEX "credit_ledger_created_at_idx" ON "credit_ledger" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_codes_fk" FOREIGN KEY ("promo_codes_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk" FOREIGN KEY ("credit_ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_promo_code_idx" ON "bookings" USING btree ("promo_code_id");
  CREATE UNIQUE INDEX "booking_events_idempotency_key_idx" ON "booking_events" USING btree ("idempotency_key");
  CREATE INDEX "class_credits_kind_idx" ON "class_credits" USING btree ("kind");
  CREATE INDEX "class_credits_gift_gift_stripe_session_id_idx" ON "class_credits" USING btree ("gift_stripe_session_id");
  CREATE INDEX "payload_locked_documents_rels_promo_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_codes_id");
  CREATE INDEX "payload_locked_documents_rels_credit_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_ledger_id");`)
  // Credits issued before the ledger get their history as two rows: issued, and what was spent until now.
  await db.execute(sql`
   INSERT INTO "credit_ledger" ("credit_id", "entry", "amount_cents", "balance_cents", "actor", "created_at", "updated_at")
   SELECT "id", 'issued', "amount_cents", "amount_cents", 'before the ledger was kept', "created_at", "created_at" FROM "class_credits";
   INSERT INTO "credit_ledger" ("credit_id", "entry", "amount_cents", "balance_cents", "actor", "created_at", "updated_at")
   SELECT "id", 'spent', "amount_cents" - coalesce("remaining_cents", "amount_cents"), coalesce("remaining_cents", "amount_cents"), 'before the ledger was kept', "updated_at", "updated_at"
   FROM "class_credits" WHERE coalesce("remaining_cents", "amount_cents") < "amount_cents";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promo_codes_class_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_ledger" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promo_codes_class_kinds" CASCADE;
  DROP TABLE "promo_codes" CASCADE;
  DROP TABLE "credit_ledger" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk";
  
  ALTER TABLE "bookings_failed_refunds" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_failed_refunds_purpose";
  CREATE TYPE "public"."enum_bookings_failed_refunds_purpose" AS ENUM('booking', 'move-fee');
  ALTER TABLE "bookings_failed_refunds" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_bookings_failed_refunds_purpose" USING "purpose"::"public"."enum_bookings_failed_refunds_purpose";
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DEFAULT 'active'::text;
  DROP TYPE "public"."enum_class_credits_status";
  CREATE TYPE "public"."enum_class_credits_status" AS ENUM('active', 'used', 'void', 'expired');
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DEFAULT 'active'::"public"."enum_class_credits_status";
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DATA TYPE "public"."enum_class_credits_status" USING "status"::"public"."enum_class_credits_status";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'minimum-participants', 'waiver-reminder', 'booking-cancelled', 'cancelled-by-studio', 'refund-completed', 'refund-failed-notice', 'move-fee-refunded', 'class-cancelled', 'waiver-signed', 'waitlist-joined', 'waitlist-offer', 'waitlist-lapsed', 'waitlist-closed', 'waitlist-removed', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'remindClassCancelled', 'retryFailedRefunds', 'runWaitlists', 'sendWaiverReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'remindClassCancelled', 'retryFailedRefunds', 'runWaitlists', 'sendWaiverReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bookings_promo_code_idx";
  DROP INDEX "booking_events_idempotency_key_idx";
  DROP INDEX "class_credits_kind_idx";
  DROP INDEX "class_credits_gift_gift_stripe_session_id_idx";
  DROP INDEX "payload_locked_documents_rels_promo_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_ledger_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "list_price_cents";
  ALTER TABLE "bookings" DROP COLUMN "promo_code_id";
  ALTER TABLE "bookings" DROP COLUMN "discount_cents";
  ALTER TABLE "bookings" DROP COLUMN "refunded_cents";
  ALTER TABLE "booking_events" DROP COLUMN "idempotency_key";
  ALTER TABLE "class_credits" DROP COLUMN "kind";
  ALTER TABLE "class_credits" DROP COLUMN "gift_buyer_name";
  ALTER TABLE "class_credits" DROP COLUMN "gift_buyer_email";
  ALTER TABLE "class_credits" DROP COLUMN "gift_recipient_name";
  ALTER TABLE "class_credits" DROP COLUMN "gift_recipient_email";
  ALTER TABLE "class_credits" DROP COLUMN "gift_message";
  ALTER TABLE "class_credits" DROP COLUMN "gift_description";
  ALTER TABLE "class_credits" DROP COLUMN "gift_delivery_date";
  ALTER TABLE "class_credits" DROP COLUMN "gift_delivered_at";
  ALTER TABLE "class_credits" DROP COLUMN "gift_deliveredat_tz";
  ALTER TABLE "class_credits" DROP COLUMN "gift_stripe_session_id";
  ALTER TABLE "class_credits" DROP COLUMN "gift_stripe_payment_intent_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_ledger_id";
  DROP TYPE "public"."enum_class_credits_kind";
  DROP TYPE "public"."enum_class_credits_gift_deliveredat_tz";
  DROP TYPE "public"."enum_promo_codes_class_kinds";
  DROP TYPE "public"."enum_promo_codes_discount_type";
  DROP TYPE "public"."enum_promo_codes_validfrom_tz";
  DROP TYPE "public"."enum_promo_codes_validuntil_tz";
  DROP TYPE "public"."enum_credit_ledger_entry";`)
}
