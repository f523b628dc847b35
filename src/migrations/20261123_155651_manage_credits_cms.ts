import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_schedules_starttime_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_schedules_endtime_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_schedules_registrationopens_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_holdexpiresat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_paidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_refundedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_confirmationemailopenedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_reminderemailopenedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_class_credits_status" AS ENUM('active', 'used', 'void', 'expired');
  CREATE TYPE "public"."enum_emails_sentat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_emails_openedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_emails_sendclaimedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_site_settings_promo_banner_expiresat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'class-credit' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'minimum-participants' BEFORE 'other';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkMinimumParticipants';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireClassCredits';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkMinimumParticipants';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireClassCredits';
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
  
  CREATE TABLE "class_credits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"status" "enum_class_credits_status" DEFAULT 'active' NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"amount_cents" numeric NOT NULL,
  	"remaining_cents" numeric,
  	"customer_email" varchar NOT NULL,
  	"source_booking_id" integer,
  	"issued_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "classes" ADD COLUMN "minimum_participants" numeric;
  ALTER TABLE "schedules" ADD COLUMN "starttime_tz" "enum_schedules_starttime_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "schedules" ADD COLUMN "endtime_tz" "enum_schedules_endtime_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "schedules" ADD COLUMN "minimum_participants" numeric;
  ALTER TABLE "schedules" ADD COLUMN "registrationopens_tz" "enum_schedules_registrationopens_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "holdexpiresat_tz" "enum_bookings_holdexpiresat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "manage_token_nonce" varchar;
  ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" varchar;
  ALTER TABLE "bookings" ADD COLUMN "move_count" numeric DEFAULT 0;
  ALTER TABLE "bookings" ADD COLUMN "paidat_tz" "enum_bookings_paidat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "refundedat_tz" "enum_bookings_refundedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "class_credit_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "credit_cents" numeric;
  ALTER TABLE "bookings" ADD COLUMN "confirmationemailopenedat_tz" "enum_bookings_confirmationemailopenedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "reminderemailopenedat_tz" "enum_bookings_reminderemailopenedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "emails" ADD COLUMN "sentat_tz" "enum_emails_sentat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "emails" ADD COLUMN "openedat_tz" "enum_emails_openedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "emails" ADD COLUMN "sendclaimedat_tz" "enum_emails_sendclaimedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "class_credits_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_google_rating" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_google_review_count" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_yelp_rating" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_yelp_review_count" numeric DEFAULT 12;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_facebook_recommended_percent" numeric DEFAULT 100;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_facebook_review_count" numeric DEFAULT 28;
  ALTER TABLE "site_settings" ADD COLUMN "promo_banner_expiresat_tz" "enum_site_settings_promo_banner_expiresat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "class_credits" ADD CONSTRAINT "class_credits_source_booking_id_bookings_id_fk" FOREIGN KEY ("source_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id");
  CREATE INDEX "booking_events_stripe_session_id_idx" ON "booking_events" USING btree ("stripe_session_id");
  CREATE INDEX "booking_events_updated_at_idx" ON "booking_events" USING btree ("updated_at");
  CREATE INDEX "booking_events_created_at_idx" ON "booking_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "class_credits_code_idx" ON "class_credits" USING btree ("code");
  CREATE INDEX "class_credits_status_idx" ON "class_credits" USING btree ("status");
  CREATE INDEX "class_credits_customer_email_idx" ON "class_credits" USING btree ("customer_email");
  CREATE UNIQUE INDEX "class_credits_source_booking_idx" ON "class_credits" USING btree ("source_booking_id");
  CREATE INDEX "class_credits_updated_at_idx" ON "class_credits" USING btree ("updated_at");
  CREATE INDEX "class_credits_created_at_idx" ON "class_credits" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_credit_id_class_credits_id_fk" FOREIGN KEY ("class_credit_id") REFERENCES "public"."class_credits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_events_fk" FOREIGN KEY ("booking_events_id") REFERENCES "public"."booking_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_class_credits_fk" FOREIGN KEY ("class_credits_id") REFERENCES "public"."class_credits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "bookings_manage_token_hash_idx" ON "bookings" USING btree ("manage_token_hash");
  CREATE INDEX "bookings_class_credit_idx" ON "bookings" USING btree ("class_credit_id");
  CREATE INDEX "payload_locked_documents_rels_booking_events_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_events_id");
  CREATE INDEX "payload_locked_documents_rels_class_credits_id_idx" ON "payload_locked_documents_rels" USING btree ("class_credits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "class_credits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_events" CASCADE;
  DROP TABLE "class_credits" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_class_credit_id_class_credits_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_class_credits_fk";
  
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bookings_manage_token_hash_idx";
  DROP INDEX "bookings_class_credit_idx";
  DROP INDEX "payload_locked_documents_rels_booking_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_class_credits_id_idx";
  ALTER TABLE "classes" DROP COLUMN "minimum_participants";
  ALTER TABLE "schedules" DROP COLUMN "starttime_tz";
  ALTER TABLE "schedules" DROP COLUMN "endtime_tz";
  ALTER TABLE "schedules" DROP COLUMN "minimum_participants";
  ALTER TABLE "schedules" DROP COLUMN "registrationopens_tz";
  ALTER TABLE "bookings" DROP COLUMN "holdexpiresat_tz";
  ALTER TABLE "bookings" DROP COLUMN "manage_token_nonce";
  ALTER TABLE "bookings" DROP COLUMN "manage_token_hash";
  ALTER TABLE "bookings" DROP COLUMN "move_count";
  ALTER TABLE "bookings" DROP COLUMN "paidat_tz";
  ALTER TABLE "bookings" DROP COLUMN "refundedat_tz";
  ALTER TABLE "bookings" DROP COLUMN "class_credit_id";
  ALTER TABLE "bookings" DROP COLUMN "credit_cents";
  ALTER TABLE "bookings" DROP COLUMN "confirmationemailopenedat_tz";
  ALTER TABLE "bookings" DROP COLUMN "reminderemailopenedat_tz";
  ALTER TABLE "emails" DROP COLUMN "sentat_tz";
  ALTER TABLE "emails" DROP COLUMN "openedat_tz";
  ALTER TABLE "emails" DROP COLUMN "sendclaimedat_tz";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "class_credits_id";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_google_rating";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_google_review_count";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_yelp_rating";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_yelp_review_count";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_facebook_recommended_percent";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_facebook_review_count";
  ALTER TABLE "site_settings" DROP COLUMN "promo_banner_expiresat_tz";
  DROP TYPE "public"."enum_schedules_starttime_tz";
  DROP TYPE "public"."enum_schedules_endtime_tz";
  DROP TYPE "public"."enum_schedules_registrationopens_tz";
  DROP TYPE "public"."enum_bookings_holdexpiresat_tz";
  DROP TYPE "public"."enum_bookings_paidat_tz";
  DROP TYPE "public"."enum_bookings_refundedat_tz";
  DROP TYPE "public"."enum_bookings_confirmationemailopenedat_tz";
  DROP TYPE "public"."enum_bookings_reminderemailopenedat_tz";
  DROP TYPE "public"."enum_class_credits_status";
  DROP TYPE "public"."enum_emails_sentat_tz";
  DROP TYPE "public"."enum_emails_openedat_tz";
  DROP TYPE "public"."enum_emails_sendclaimedat_tz";
  DROP TYPE "public"."enum_site_settings_promo_banner_expiresat_tz";`)
}
