import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'booking-cancelled' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'cancelled-by-studio' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'refund-completed' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'refund-failed-notice' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'move-fee-refunded' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'class-cancelled' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waiver-signed' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waitlist-joined' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waitlist-offer' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waitlist-lapsed' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waitlist-closed' BEFORE 'other';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waitlist-removed' BEFORE 'other';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'minimum-participants', 'waiver-reminder', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";`)
}
