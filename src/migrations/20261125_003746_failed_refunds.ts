import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_failed_refunds_purpose" AS ENUM('booking', 'move-fee');
  CREATE TYPE "public"."enum_bookings_failed_refunds_firstfailedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_failed_refunds_nextretryat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'retryFailedRefunds';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'retryFailedRefunds';
  CREATE TABLE "bookings_failed_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"purpose" "enum_bookings_failed_refunds_purpose",
  	"amount_cents" numeric,
  	"attempts" numeric,
  	"last_error" varchar,
  	"first_failed_at" timestamp(3) with time zone,
  	"firstfailedat_tz" "enum_bookings_failed_refunds_firstfailedat_tz" DEFAULT 'America/Los_Angeles',
  	"next_retry_at" timestamp(3) with time zone,
  	"nextretryat_tz" "enum_bookings_failed_refunds_nextretryat_tz" DEFAULT 'America/Los_Angeles',
  	"payment_intent_id" varchar,
  	"idempotency_key" varchar
  );
  
  ALTER TABLE "bookings_failed_refunds" ADD CONSTRAINT "bookings_failed_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_failed_refunds_order_idx" ON "bookings_failed_refunds" USING btree ("_order");
  CREATE INDEX "bookings_failed_refunds_parent_id_idx" ON "bookings_failed_refunds" USING btree ("_parent_id");
  CREATE INDEX "bookings_failed_refunds_next_retry_at_idx" ON "bookings_failed_refunds" USING btree ("next_retry_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "bookings_failed_refunds" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'remindClassCancelled');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'deliverEmails', 'sendReminderEmail', 'checkMinimumParticipants', 'expireClassCredits', 'remindClassCancelled');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_bookings_failed_refunds_purpose";
  DROP TYPE "public"."enum_bookings_failed_refunds_firstfailedat_tz";
  DROP TYPE "public"."enum_bookings_failed_refunds_nextretryat_tz";`)
}
