import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_class_credits_status" AS ENUM('active', 'used', 'void', 'expired');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'class-credit' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'minimum-participants' BEFORE 'other';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkMinimumParticipants';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireClassCredits';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkMinimumParticipants';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireClassCredits';
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
  ALTER TABLE "schedules" ADD COLUMN "minimum_participants" numeric;
  ALTER TABLE "bookings" ADD COLUMN "class_credit_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "credit_cents" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "class_credits_id" integer;
  ALTER TABLE "class_credits" ADD CONSTRAINT "class_credits_source_booking_id_bookings_id_fk" FOREIGN KEY ("source_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "class_credits_code_idx" ON "class_credits" USING btree ("code");
  CREATE INDEX "class_credits_status_idx" ON "class_credits" USING btree ("status");
  CREATE INDEX "class_credits_customer_email_idx" ON "class_credits" USING btree ("customer_email");
  CREATE UNIQUE INDEX "class_credits_source_booking_idx" ON "class_credits" USING btree ("source_booking_id");
  CREATE INDEX "class_credits_updated_at_idx" ON "class_credits" USING btree ("updated_at");
  CREATE INDEX "class_credits_created_at_idx" ON "class_credits" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_credit_id_class_credits_id_fk" FOREIGN KEY ("class_credit_id") REFERENCES "public"."class_credits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_class_credits_fk" FOREIGN KEY ("class_credits_id") REFERENCES "public"."class_credits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_class_credit_idx" ON "bookings" USING btree ("class_credit_id");
  CREATE INDEX "payload_locked_documents_rels_class_credits_id_idx" ON "payload_locked_documents_rels" USING btree ("class_credits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "class_credits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "class_credits" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_class_credit_id_class_credits_id_fk";
  
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
  DROP INDEX "bookings_class_credit_idx";
  DROP INDEX "payload_locked_documents_rels_class_credits_id_idx";
  ALTER TABLE "classes" DROP COLUMN "minimum_participants";
  ALTER TABLE "schedules" DROP COLUMN "minimum_participants";
  ALTER TABLE "bookings" DROP COLUMN "class_credit_id";
  ALTER TABLE "bookings" DROP COLUMN "credit_cents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "class_credits_id";
  DROP TYPE "public"."enum_class_credits_status";`)
}
