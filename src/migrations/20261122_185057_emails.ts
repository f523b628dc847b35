import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverEmails';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReminderEmail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverEmails';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReminderEmail';
  ALTER TABLE "emails" ADD COLUMN "reply_to" varchar;
  ALTER TABLE "emails" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "emails" ADD COLUMN "dedupe_key" varchar;
  ALTER TABLE "emails" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "emails" ADD COLUMN "send_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "emails" ADD COLUMN "error" varchar;
  CREATE UNIQUE INDEX "emails_dedupe_key_idx" ON "emails" USING btree ("dedupe_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "emails_dedupe_key_idx";
  ALTER TABLE "emails" DROP COLUMN "reply_to";
  ALTER TABLE "emails" DROP COLUMN "attachments";
  ALTER TABLE "emails" DROP COLUMN "dedupe_key";
  ALTER TABLE "emails" DROP COLUMN "attempts";
  ALTER TABLE "emails" DROP COLUMN "send_claimed_at";
  ALTER TABLE "emails" DROP COLUMN "error";`)
}
