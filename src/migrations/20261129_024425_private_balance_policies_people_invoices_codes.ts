import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The app's creditCodeHash in SQL (PostgreSQL 11+ has sha256(bytea)). */
export const CODE_HASH_SQL = sql.raw(`encode(sha256(convert_to(upper("code"), 'UTF8')), 'hex')`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_sessions_move_fees_paidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_move_fees_movedto_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_failed_refunds_purpose" AS ENUM('private-session', 'private-move-fee');
  CREATE TYPE "public"."enum_private_sessions_failed_refunds_firstfailedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_failed_refunds_nextretryat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_balancepaidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_balancedeclinedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_balanceremindersentat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_cancelledat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_codeshelduntil_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_invoices_kind" AS ENUM('deposit', 'balance', 'full-payment', 'move-fee');
  CREATE TYPE "public"."enum_invoices_paidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_invoices_stilldueat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_credit_ledger_entry" ADD VALUE 'new-code';
  ALTER TYPE "public"."enum_private_sessions_status" ADD VALUE 'cancelled';
  ALTER TYPE "public"."enum_private_sessions_status" ADD VALUE 'cancelled-by-studio';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-balance-receipt' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-balance-link' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-balance-reminder' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-moved' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-cancelled' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-move-offered' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-receipt' BEFORE 'other';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'chargePrivateBalances';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'chargePrivateBalances';
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
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"kind" "enum_invoices_kind" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"paidat_tz" "enum_invoices_paidat_tz" DEFAULT 'America/Los_Angeles' NOT NULL,
  	"private_session_id" integer NOT NULL,
  	"payment_intent_id" varchar NOT NULL,
  	"billed_to" varchar NOT NULL,
  	"billed_to_email" varchar NOT NULL,
  	"organization" varchar,
  	"po_number" varchar,
  	"description" varchar NOT NULL,
  	"still_due_cents" numeric,
  	"still_due_at" timestamp(3) with time zone,
  	"stilldueat_tz" "enum_invoices_stilldueat_tz" DEFAULT 'America/Los_Angeles',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "class_credits_code_idx";
  ALTER TABLE "participants" ALTER COLUMN "booking_id" DROP NOT NULL;
  ALTER TABLE "participants" ALTER COLUMN "schedule_id" DROP NOT NULL;
  ALTER TABLE "class_credits" ADD COLUMN "code_hint" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "code_hash" varchar;
  ALTER TABLE "participants" ADD COLUMN "private_session_id" integer;
  ALTER TABLE "waiver_signatures" ADD COLUMN "private_session_id" integer;
  ALTER TABLE "private_sessions" ADD COLUMN "po_number" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "balance_paid_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "balancepaidat_tz" "enum_private_sessions_balancepaidat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "balance_payment_intent_id" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "balance_declined_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "balancedeclinedat_tz" "enum_private_sessions_balancedeclinedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "balance_decline_reason" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "balance_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "balanceremindersentat_tz" "enum_private_sessions_balanceremindersentat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "balance_checkout_session_id" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "refunded_cents" numeric;
  ALTER TABLE "private_sessions" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "cancelledat_tz" "enum_private_sessions_cancelledat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "free_move_offered" boolean DEFAULT false;
  ALTER TABLE "private_sessions" ADD COLUMN "promo_code_id" integer;
  ALTER TABLE "private_sessions" ADD COLUMN "discount_cents" numeric;
  ALTER TABLE "private_sessions" ADD COLUMN "class_credit_id" integer;
  ALTER TABLE "private_sessions" ADD COLUMN "credit_cents" numeric;
  ALTER TABLE "private_sessions" ADD COLUMN "codes_held_until" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "codeshelduntil_tz" "enum_private_sessions_codeshelduntil_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "what_to_bring" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "site_notes" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "join_nonce" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "join_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "private_sessions_move_fees" ADD CONSTRAINT "private_sessions_move_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."private_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "private_sessions_failed_refunds" ADD CONSTRAINT "private_sessions_failed_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."private_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_private_session_id_private_sessions_id_fk" FOREIGN KEY ("private_session_id") REFERENCES "public"."private_sessions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "private_sessions_move_fees_order_idx" ON "private_sessions_move_fees" USING btree ("_order");
  CREATE INDEX "private_sessions_move_fees_parent_id_idx" ON "private_sessions_move_fees" USING btree ("_parent_id");
  CREATE INDEX "private_sessions_failed_refunds_order_idx" ON "private_sessions_failed_refunds" USING btree ("_order");
  CREATE INDEX "private_sessions_failed_refunds_parent_id_idx" ON "private_sessions_failed_refunds" USING btree ("_parent_id");
  CREATE INDEX "private_sessions_failed_refunds_next_retry_at_idx" ON "private_sessions_failed_refunds" USING btree ("next_retry_at");
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at");
  CREATE INDEX "invoices_private_session_idx" ON "invoices" USING btree ("private_session_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE UNIQUE INDEX "privateSession_paymentIntentId_idx" ON "invoices" USING btree ("private_session_id","payment_intent_id");
  ALTER TABLE "participants" ADD CONSTRAINT "participants_private_session_id_private_sessions_id_fk" FOREIGN KEY ("private_session_id") REFERENCES "public"."private_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_private_session_id_private_sessions_id_fk" FOREIGN KEY ("private_session_id") REFERENCES "public"."private_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_sessions" ADD CONSTRAINT "private_sessions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_sessions" ADD CONSTRAINT "private_sessions_class_credit_id_class_credits_id_fk" FOREIGN KEY ("class_credit_id") REFERENCES "public"."class_credits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "class_credits_code_hash_idx" ON "class_credits" USING btree ("code_hash");
  CREATE INDEX "participants_private_session_idx" ON "participants" USING btree ("private_session_id");
  CREATE INDEX "waiver_signatures_private_session_idx" ON "waiver_signatures" USING btree ("private_session_id");
  CREATE INDEX "private_sessions_promo_code_idx" ON "private_sessions" USING btree ("promo_code_id");
  CREATE INDEX "private_sessions_class_credit_idx" ON "private_sessions" USING btree ("class_credit_id");
  CREATE UNIQUE INDEX "private_sessions_join_hash_idx" ON "private_sessions" USING btree ("join_hash");
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
`)
  // Written by hand: each existing code's hash and hint, before the plain code is dropped. The same hash as the app's
  // creditCodeHash (hex SHA-256 of the upper-case code): codes are random (60 bits), so an unsalted hash is a lookup
  // key that cannot be reversed by guessing, not a password hash. tests/int/codesHashedLookup.test.ts compares the two.
  await db.execute(sql`
  UPDATE "class_credits" SET
    "code_hash" = ${CODE_HASH_SQL},
    "code_hint" = upper(left("code", 2)) || '-…-' || upper(right("code", 4))
  WHERE "code" IS NOT NULL;
  ALTER TABLE "class_credits" DROP COLUMN "code";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "private_sessions_move_fees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "private_sessions_failed_refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "private_sessions_move_fees" CASCADE;
  DROP TABLE "private_sessions_failed_refunds" CASCADE;
  DROP TABLE "invoices" CASCADE;
  ALTER TABLE "participants" DROP CONSTRAINT "participants_private_session_id_private_sessions_id_fk";
  
  ALTER TABLE "waiver_signatures" DROP CONSTRAINT "waiver_signatures_private_session_id_private_sessions_id_fk";
  
  ALTER TABLE "private_sessions" DROP CONSTRAINT "private_sessions_promo_code_id_promo_codes_id_fk";
  
  ALTER TABLE "private_sessions" DROP CONSTRAINT "private_sessions_class_credit_id_class_credits_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "credit_ledger" ALTER COLUMN "entry" SET DATA TYPE text;
  DROP TYPE "public"."enum_credit_ledger_entry";
  CREATE TYPE "public"."enum_credit_ledger_entry" AS ENUM('issued', 'spent', 'returned', 'cashed-out', 'voided', 'expired', 'reinstated');
  ALTER TABLE "credit_ledger" ALTER COLUMN "entry" SET DATA TYPE "public"."enum_credit_ledger_entry" USING "entry"::"public"."enum_credit_ledger_entry";
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
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'deliverGiftCertificates', 'remindClassCancelled', 'retryFailedRefunds', 'runWaitlists', 'sendWaiverReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'deliverGiftCertificates', 'remindClassCancelled', 'retryFailedRefunds', 'runWaitlists', 'sendWaiverReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "class_credits_code_hash_idx";
  DROP INDEX "participants_private_session_idx";
  DROP INDEX "waiver_signatures_private_session_idx";
  DROP INDEX "private_sessions_promo_code_idx";
  DROP INDEX "private_sessions_class_credit_idx";
  DROP INDEX "private_sessions_join_hash_idx";
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  ALTER TABLE "participants" ALTER COLUMN "booking_id" SET NOT NULL;
  ALTER TABLE "participants" ALTER COLUMN "schedule_id" SET NOT NULL;
  ALTER TABLE "class_credits" ADD COLUMN "code" varchar;
  CREATE UNIQUE INDEX "class_credits_code_idx" ON "class_credits" USING btree ("code");
  ALTER TABLE "class_credits" DROP COLUMN "code_hint";
  ALTER TABLE "class_credits" DROP COLUMN "code_hash";
  ALTER TABLE "participants" DROP COLUMN "private_session_id";
  ALTER TABLE "waiver_signatures" DROP COLUMN "private_session_id";
  ALTER TABLE "private_sessions" DROP COLUMN "po_number";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_paid_at";
  ALTER TABLE "private_sessions" DROP COLUMN "balancepaidat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_payment_intent_id";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_declined_at";
  ALTER TABLE "private_sessions" DROP COLUMN "balancedeclinedat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_decline_reason";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_reminder_sent_at";
  ALTER TABLE "private_sessions" DROP COLUMN "balanceremindersentat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_checkout_session_id";
  ALTER TABLE "private_sessions" DROP COLUMN "refunded_cents";
  ALTER TABLE "private_sessions" DROP COLUMN "cancelled_at";
  ALTER TABLE "private_sessions" DROP COLUMN "cancelledat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "free_move_offered";
  ALTER TABLE "private_sessions" DROP COLUMN "promo_code_id";
  ALTER TABLE "private_sessions" DROP COLUMN "discount_cents";
  ALTER TABLE "private_sessions" DROP COLUMN "class_credit_id";
  ALTER TABLE "private_sessions" DROP COLUMN "credit_cents";
  ALTER TABLE "private_sessions" DROP COLUMN "codes_held_until";
  ALTER TABLE "private_sessions" DROP COLUMN "codeshelduntil_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "what_to_bring";
  ALTER TABLE "private_sessions" DROP COLUMN "site_notes";
  ALTER TABLE "private_sessions" DROP COLUMN "join_nonce";
  ALTER TABLE "private_sessions" DROP COLUMN "join_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  DROP TYPE "public"."enum_private_sessions_move_fees_paidat_tz";
  DROP TYPE "public"."enum_private_sessions_move_fees_movedto_tz";
  DROP TYPE "public"."enum_private_sessions_failed_refunds_purpose";
  DROP TYPE "public"."enum_private_sessions_failed_refunds_firstfailedat_tz";
  DROP TYPE "public"."enum_private_sessions_failed_refunds_nextretryat_tz";
  DROP TYPE "public"."enum_private_sessions_balancepaidat_tz";
  DROP TYPE "public"."enum_private_sessions_balancedeclinedat_tz";
  DROP TYPE "public"."enum_private_sessions_balanceremindersentat_tz";
  DROP TYPE "public"."enum_private_sessions_cancelledat_tz";
  DROP TYPE "public"."enum_private_sessions_codeshelduntil_tz";
  DROP TYPE "public"."enum_invoices_kind";
  DROP TYPE "public"."enum_invoices_paidat_tz";
  DROP TYPE "public"."enum_invoices_stilldueat_tz";`)
}
