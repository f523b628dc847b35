import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_sessions_history_at_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_status" AS ENUM('proposal-sent', 'confirmed', 'withdrawn');
  CREATE TYPE "public"."enum_private_sessions_program" AS ENUM('private', 'workplace', 'community-group');
  CREATE TYPE "public"."enum_private_sessions_starttime_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_endtime_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_meeting_kind" AS ENUM('customer-address', 'park', 'gym', 'home', 'venue');
  CREATE TYPE "public"."enum_private_sessions_pricing" AS ENUM('per-person', 'flat');
  CREATE TYPE "public"."enum_private_sessions_openuntil_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_balancedueat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_policiesacceptedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_depositpaidat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-proposal' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-confirmation' BEFORE 'other';
  CREATE TABLE "private_sessions_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"at_tz" "enum_private_sessions_history_at_tz" DEFAULT 'America/Los_Angeles',
  	"what" varchar
  );
  
  CREATE TABLE "private_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_private_sessions_status" DEFAULT 'proposal-sent' NOT NULL,
  	"inquiry_id" integer,
  	"program" "enum_private_sessions_program" NOT NULL,
  	"start_time" timestamp(3) with time zone NOT NULL,
  	"starttime_tz" "enum_private_sessions_starttime_tz" DEFAULT 'America/Los_Angeles' NOT NULL,
  	"end_time" timestamp(3) with time zone NOT NULL,
  	"endtime_tz" "enum_private_sessions_endtime_tz" DEFAULT 'America/Los_Angeles' NOT NULL,
  	"meeting_kind" "enum_private_sessions_meeting_kind" NOT NULL,
  	"meeting_address" varchar NOT NULL,
  	"instructor_id" integer NOT NULL,
  	"participants" numeric NOT NULL,
  	"pricing" "enum_private_sessions_pricing" NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"open_until" timestamp(3) with time zone NOT NULL,
  	"openuntil_tz" "enum_private_sessions_openuntil_tz" DEFAULT 'America/Los_Angeles' NOT NULL,
  	"organizer_name" varchar NOT NULL,
  	"organizer_email" varchar NOT NULL,
  	"organizer_phone" varchar,
  	"organization" varchar,
  	"total_cents" numeric,
  	"deposit_cents" numeric,
  	"balance_cents" numeric,
  	"balance_due_at" timestamp(3) with time zone,
  	"balancedueat_tz" "enum_private_sessions_balancedueat_tz" DEFAULT 'America/Los_Angeles',
  	"policies_accepted_at" timestamp(3) with time zone,
  	"policiesacceptedat_tz" "enum_private_sessions_policiesacceptedat_tz" DEFAULT 'America/Los_Angeles',
  	"deposit_paid_at" timestamp(3) with time zone,
  	"depositpaidat_tz" "enum_private_sessions_depositpaidat_tz" DEFAULT 'America/Los_Angeles',
  	"stripe_session_id" varchar,
  	"stripe_payment_intent_id" varchar,
  	"stripe_customer_id" varchar,
  	"stripe_payment_method_id" varchar,
  	"token_nonce" varchar,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "schedules" ADD COLUMN "instructor_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "private_sessions_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "travel_buffer_minutes" numeric DEFAULT 60;
  ALTER TABLE "private_sessions_history" ADD CONSTRAINT "private_sessions_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."private_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "private_sessions" ADD CONSTRAINT "private_sessions_inquiry_id_form_submissions_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_sessions" ADD CONSTRAINT "private_sessions_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "private_sessions_history_order_idx" ON "private_sessions_history" USING btree ("_order");
  CREATE INDEX "private_sessions_history_parent_id_idx" ON "private_sessions_history" USING btree ("_parent_id");
  CREATE INDEX "private_sessions_status_idx" ON "private_sessions" USING btree ("status");
  CREATE INDEX "private_sessions_inquiry_idx" ON "private_sessions" USING btree ("inquiry_id");
  CREATE INDEX "private_sessions_start_time_idx" ON "private_sessions" USING btree ("start_time");
  CREATE INDEX "private_sessions_instructor_idx" ON "private_sessions" USING btree ("instructor_id");
  CREATE UNIQUE INDEX "private_sessions_token_hash_idx" ON "private_sessions" USING btree ("token_hash");
  CREATE INDEX "private_sessions_updated_at_idx" ON "private_sessions" USING btree ("updated_at");
  CREATE INDEX "private_sessions_created_at_idx" ON "private_sessions" USING btree ("created_at");
  ALTER TABLE "schedules" ADD CONSTRAINT "schedules_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_sessions_fk" FOREIGN KEY ("private_sessions_id") REFERENCES "public"."private_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "schedules_instructor_idx" ON "schedules" USING btree ("instructor_id");
  CREATE INDEX "payload_locked_documents_rels_private_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("private_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "private_sessions_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "private_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "private_sessions_history" CASCADE;
  DROP TABLE "private_sessions" CASCADE;
  ALTER TABLE "schedules" DROP CONSTRAINT "schedules_instructor_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_private_sessions_fk";
  
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'gift-certificate-receipt', 'gift-certificate', 'minimum-participants', 'waiver-reminder', 'booking-cancelled', 'cancelled-by-studio', 'part-refund', 'refund-completed', 'refund-failed-notice', 'move-fee-refunded', 'class-cancelled', 'waiver-signed', 'waitlist-joined', 'waitlist-offer', 'waitlist-lapsed', 'waitlist-closed', 'waitlist-removed', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP INDEX "schedules_instructor_idx";
  DROP INDEX "payload_locked_documents_rels_private_sessions_id_idx";
  ALTER TABLE "schedules" DROP COLUMN "instructor_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "private_sessions_id";
  ALTER TABLE "site_settings" DROP COLUMN "travel_buffer_minutes";
  DROP TYPE "public"."enum_private_sessions_history_at_tz";
  DROP TYPE "public"."enum_private_sessions_status";
  DROP TYPE "public"."enum_private_sessions_program";
  DROP TYPE "public"."enum_private_sessions_starttime_tz";
  DROP TYPE "public"."enum_private_sessions_endtime_tz";
  DROP TYPE "public"."enum_private_sessions_meeting_kind";
  DROP TYPE "public"."enum_private_sessions_pricing";
  DROP TYPE "public"."enum_private_sessions_openuntil_tz";
  DROP TYPE "public"."enum_private_sessions_balancedueat_tz";
  DROP TYPE "public"."enum_private_sessions_policiesacceptedat_tz";
  DROP TYPE "public"."enum_private_sessions_depositpaidat_tz";`)
}
