import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_class_credits_expiresat_tz" AS ENUM('America/Los_Angeles');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'minimum-participants', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  ALTER TABLE "class_credits" ADD COLUMN "expiresat_tz" "enum_class_credits_expiresat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "class_credits" ADD COLUMN "reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'waiver-reminder' BEFORE 'other';
  ALTER TABLE "class_credits" DROP COLUMN "expiresat_tz";
  ALTER TABLE "class_credits" DROP COLUMN "reason";
  DROP TYPE "public"."enum_class_credits_expiresat_tz";`)
}
