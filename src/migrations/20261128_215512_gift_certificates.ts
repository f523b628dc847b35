import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_class_credits_kind" AS ENUM('class-credit', 'gift-certificate');
  CREATE TYPE "public"."enum_class_credits_gift_deliveredat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_credit_ledger_entry" AS ENUM('issued', 'spent', 'returned', 'cashed-out', 'voided', 'expired', 'reinstated');
  ALTER TYPE "public"."enum_class_credits_status" ADD VALUE 'pending';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'gift-certificate-receipt' BEFORE 'minimum-participants';
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'gift-certificate' BEFORE 'minimum-participants';
  CREATE TABLE "credit_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"credit_id" integer,
  	"entry" "enum_credit_ledger_entry" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"balance_cents" numeric NOT NULL,
  	"booking_id" integer,
  	"actor" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "class_credits" ADD COLUMN "kind" "enum_class_credits_kind" DEFAULT 'class-credit';
  ALTER TABLE "class_credits" ADD COLUMN "gift_buyer_name" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_buyer_email" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_recipient_name" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_recipient_email" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_message" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_description" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_delivery_date" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "class_credits" ADD COLUMN "gift_deliveredat_tz" "enum_class_credits_gift_deliveredat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "class_credits" ADD COLUMN "gift_stripe_session_id" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "gift_stripe_payment_intent_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_ledger_id" integer;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_credit_id_class_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."class_credits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "credit_ledger_credit_idx" ON "credit_ledger" USING btree ("credit_id");
  CREATE INDEX "credit_ledger_booking_idx" ON "credit_ledger" USING btree ("booking_id");
  CREATE INDEX "credit_ledger_updated_at_idx" ON "credit_ledger" USING btree ("updated_at");
  CREATE INDEX "credit_ledger_created_at_idx" ON "credit_ledger" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk" FOREIGN KEY ("credit_ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "class_credits_kind_idx" ON "class_credits" USING btree ("kind");
  CREATE INDEX "class_credits_gift_gift_stripe_session_id_idx" ON "class_credits" USING btree ("gift_stripe_session_id");
  CREATE INDEX "payload_locked_documents_rels_credit_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_ledger_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "credit_ledger" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "credit_ledger" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk";
  
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DEFAULT 'active'::text;
  DROP TYPE "public"."enum_class_credits_status";
  CREATE TYPE "public"."enum_class_credits_status" AS ENUM('active', 'used', 'void', 'expired');
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DEFAULT 'active'::"public"."enum_class_credits_status";
  ALTER TABLE "class_credits" ALTER COLUMN "status" SET DATA TYPE "public"."enum_class_credits_status" USING "status"::"public"."enum_class_credits_status";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'minimum-participants', 'waiver-reminder', 'booking-cancelled', 'cancelled-by-studio', 'refund-completed', 'refund-failed-notice', 'move-fee-refunded', 'class-cancelled', 'waiver-signed', 'waitlist-joined', 'waitlist-offer', 'waitlist-lapsed', 'waitlist-closed', 'waitlist-removed', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP INDEX "class_credits_kind_idx";
  DROP INDEX "class_credits_gift_gift_stripe_session_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_ledger_id_idx";
  ALTER TABLE "class_credits" DROP COLUMN "kind";
  ALTER TABLE "class_credits" DROP COLUMN "gift_buyer_name";
  ALTER TABLE "class_credits" DROP COLUMN "gift_buyer_email";
  ALTER TABLE "class_credits" DROP COLUMN "gift_recipient_name";
  ALTER TABLE "class_credits" DROP COLUMN "gift_recipient_email";
  ALTER TABLE "class_credits" DROP COLUMN "gift_message";
  ALTER TABLE "class_credits" DROP COLUMN "gift_description";
  ALTER TABLE "class_credits" DROP COLUMN "gift_delivery_date";
  ALTER TABLE "class_credits" DROP COLUMN "gift_delivered_at";
  ALTER TABLE "class_credits" DROP COLUMN "gift_deliveredat_tz";
  ALTER TABLE "class_credits" DROP COLUMN "gift_stripe_session_id";
  ALTER TABLE "class_credits" DROP COLUMN "gift_stripe_payment_intent_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_ledger_id";
  DROP TYPE "public"."enum_class_credits_kind";
  DROP TYPE "public"."enum_class_credits_gift_deliveredat_tz";
  DROP TYPE "public"."enum_credit_ledger_entry";`)
}
