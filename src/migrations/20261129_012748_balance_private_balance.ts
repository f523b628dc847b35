import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_sessions_balancepaidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_balancedeclinedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_private_sessions_balanceremindersentat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-balance-receipt' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-balance-link' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-balance-reminder' BEFORE 'other';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'chargePrivateBalances';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'chargePrivateBalances';
  ALTER TABLE "private_sessions" ADD COLUMN "balance_paid_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "balancepaidat_tz" "enum_private_sessions_balancepaidat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "balance_payment_intent_id" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "balance_declined_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "balancedeclinedat_tz" "enum_private_sessions_balancedeclinedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "balance_decline_reason" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "balance_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "balanceremindersentat_tz" "enum_private_sessions_balanceremindersentat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD COLUMN "balance_checkout_session_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "private_sessions" DROP COLUMN "balance_paid_at";
  ALTER TABLE "private_sessions" DROP COLUMN "balancepaidat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_payment_intent_id";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_declined_at";
  ALTER TABLE "private_sessions" DROP COLUMN "balancedeclinedat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_decline_reason";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_reminder_sent_at";
  ALTER TABLE "private_sessions" DROP COLUMN "balanceremindersentat_tz";
  ALTER TABLE "private_sessions" DROP COLUMN "balance_checkout_session_id";
  DROP TYPE "public"."enum_private_sessions_balancepaidat_tz";
  DROP TYPE "public"."enum_private_sessions_balancedeclinedat_tz";
  DROP TYPE "public"."enum_private_sessions_balanceremindersentat_tz";`)
}
