import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waitlist_entries_party_age_group" AS ENUM('Under 12', '12-15', '16+');
  CREATE TYPE "public"."enum_waitlist_entries_status" AS ENUM('waiting', 'offered', 'booked', 'left', 'lapsed', 'closed');
  CREATE TYPE "public"."enum_waitlist_entries_class_type" AS ENUM('adult', 'mother-daughter', 'community-mother-daughter');
  CREATE TYPE "public"."enum_waitlist_entries_offereduntil_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_waiver_signatures_relationship" AS ENUM('Self', 'Mother', 'Father', 'Legal guardian');
  CREATE TYPE "public"."enum_waiver_signatures_signedat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waiver-reminder' BEFORE 'other';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'runWaitlists';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendWaiverReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'runWaitlists';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendWaiverReminders';
  CREATE TABLE "waitlist_entries_party" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"age_group" "enum_waitlist_entries_party_age_group" NOT NULL
  );
  
  CREATE TABLE "waitlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"schedule_id" integer NOT NULL,
  	"position" numeric NOT NULL,
  	"status" "enum_waitlist_entries_status" DEFAULT 'waiting' NOT NULL,
  	"class_type" "enum_waitlist_entries_class_type" NOT NULL,
  	"seats" numeric NOT NULL,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"offered_until" timestamp(3) with time zone,
  	"offereduntil_tz" "enum_waitlist_entries_offereduntil_tz" DEFAULT 'America/Los_Angeles',
  	"offer_booking_id" integer,
  	"history" jsonb,
  	"token_nonce" varchar,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "waiver_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "waiver_signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer,
  	"participant_id" integer,
  	"participant_name" varchar NOT NULL,
  	"signer_name" varchar NOT NULL,
  	"relationship" "enum_waiver_signatures_relationship" NOT NULL,
  	"typed_signature" varchar NOT NULL,
  	"signed_date" varchar NOT NULL,
  	"signed_at" timestamp(3) with time zone NOT NULL,
  	"signedat_tz" "enum_waiver_signatures_signedat_tz" DEFAULT 'America/Los_Angeles' NOT NULL,
  	"signer_address" varchar,
  	"waiver_version" numeric NOT NULL,
  	"agreed" boolean DEFAULT false NOT NULL,
  	"waiver_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "waiver_version" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waitlist_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiver_versions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiver_signatures_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "waitlist_offer_hours" numeric DEFAULT 12;
  ALTER TABLE "waitlist_entries_party" ADD CONSTRAINT "waitlist_entries_party_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_booking_id_bookings_id_fk" FOREIGN KEY ("offer_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "waitlist_entries_party_order_idx" ON "waitlist_entries_party" USING btree ("_order");
  CREATE INDEX "waitlist_entries_party_parent_id_idx" ON "waitlist_entries_party" USING btree ("_parent_id");
  CREATE INDEX "waitlist_entries_schedule_idx" ON "waitlist_entries" USING btree ("schedule_id");
  CREATE INDEX "waitlist_entries_position_idx" ON "waitlist_entries" USING btree ("position");
  CREATE INDEX "waitlist_entries_status_idx" ON "waitlist_entries" USING btree ("status");
  CREATE INDEX "waitlist_entries_contact_email_idx" ON "waitlist_entries" USING btree ("contact_email");
  CREATE INDEX "waitlist_entries_offer_booking_idx" ON "waitlist_entries" USING btree ("offer_booking_id");
  CREATE INDEX "waitlist_entries_token_hash_idx" ON "waitlist_entries" USING btree ("token_hash");
  CREATE INDEX "waitlist_entries_updated_at_idx" ON "waitlist_entries" USING btree ("updated_at");
  CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "waiver_versions_version_idx" ON "waiver_versions" USING btree ("version");
  CREATE INDEX "waiver_versions_updated_at_idx" ON "waiver_versions" USING btree ("updated_at");
  CREATE INDEX "waiver_versions_created_at_idx" ON "waiver_versions" USING btree ("created_at");
  CREATE INDEX "waiver_signatures_booking_idx" ON "waiver_signatures" USING btree ("booking_id");
  CREATE INDEX "waiver_signatures_participant_idx" ON "waiver_signatures" USING btree ("participant_id");
  CREATE INDEX "waiver_signatures_signed_at_idx" ON "waiver_signatures" USING btree ("signed_at");
  CREATE INDEX "waiver_signatures_updated_at_idx" ON "waiver_signatures" USING btree ("updated_at");
  CREATE INDEX "waiver_signatures_created_at_idx" ON "waiver_signatures" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk" FOREIGN KEY ("waitlist_entries_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiver_versions_fk" FOREIGN KEY ("waiver_versions_id") REFERENCES "public"."waiver_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiver_signatures_fk" FOREIGN KEY ("waiver_signatures_id") REFERENCES "public"."waiver_signatures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_waitlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waitlist_entries_id");
  CREATE INDEX "payload_locked_documents_rels_waiver_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("waiver_versions_id");
  CREATE INDEX "payload_locked_documents_rels_waiver_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("waiver_signatures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waitlist_entries_party" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waitlist_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waiver_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waiver_signatures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waitlist_entries_party" CASCADE;
  DROP TABLE "waitlist_entries" CASCADE;
  DROP TABLE "waiver_versions" CASCADE;
  DROP TABLE "waiver_signatures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiver_versions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiver_signatures_fk";
  
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'minimum-participants', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'remindClassCancelled', 'retryFailedRefunds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'remindClassCancelled', 'retryFailedRefunds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_waitlist_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_waiver_versions_id_idx";
  DROP INDEX "payload_locked_documents_rels_waiver_signatures_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "waiver_version";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waitlist_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiver_versions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiver_signatures_id";
  ALTER TABLE "site_settings" DROP COLUMN "waitlist_offer_hours";
  DROP TYPE "public"."enum_waitlist_entries_party_age_group";
  DROP TYPE "public"."enum_waitlist_entries_status";
  DROP TYPE "public"."enum_waitlist_entries_class_type";
  DROP TYPE "public"."enum_waitlist_entries_offereduntil_tz";
  DROP TYPE "public"."enum_waiver_signatures_relationship";
  DROP TYPE "public"."enum_waiver_signatures_signedat_tz";`)
}
