import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_failed_refunds_purpose" ADD VALUE 'booking-part' BEFORE 'move-fee';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'part-refund' BEFORE 'refund-completed';
  ALTER TABLE "bookings" ADD COLUMN "refunded_cents" numeric;
  ALTER TABLE "booking_events" ADD COLUMN "idempotency_key" varchar;
  CREATE UNIQUE INDEX "booking_events_idempotency_key_idx" ON "booking_events" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_failed_refunds" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_failed_refunds_purpose";
  CREATE TYPE "public"."enum_bookings_failed_refunds_purpose" AS ENUM('booking', 'move-fee');
  ALTER TABLE "bookings_failed_refunds" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_bookings_failed_refunds_purpose" USING "purpose"::"public"."enum_bookings_failed_refunds_purpose";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'minimum-participants', 'waiver-reminder', 'booking-cancelled', 'cancelled-by-studio', 'refund-completed', 'refund-failed-notice', 'move-fee-refunded', 'class-cancelled', 'waiver-signed', 'waitlist-joined', 'waitlist-offer', 'waitlist-lapsed', 'waitlist-closed', 'waitlist-removed', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP INDEX "booking_events_idempotency_key_idx";
  ALTER TABLE "bookings" DROP COLUMN "refunded_cents";
  ALTER TABLE "booking_events" DROP COLUMN "idempotency_key";`)
}
