import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_kind" AS ENUM('deposit', 'balance', 'full-payment', 'move-fee');
  CREATE TYPE "public"."enum_invoices_paidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_invoices_stilldueat_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_emails_kind" ADD VALUE 'private-receipt' BEFORE 'other';
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"kind" "enum_invoices_kind" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"paidat_tz" "enum_invoices_paidat_tz" DEFAULT 'America/Los_Angeles' NOT NULL,
  	"private_session_id" integer NOT NULL,
  	"payment_intent_id" varchar NOT NULL,
  	"billed_to" varchar NOT NULL,
  	"billed_to_email" varchar NOT NULL,
  	"organization" varchar,
  	"po_number" varchar,
  	"description" varchar NOT NULL,
  	"still_due_cents" numeric,
  	"still_due_at" timestamp(3) with time zone,
  	"stilldueat_tz" "enum_invoices_stilldueat_tz" DEFAULT 'America/Los_Angeles',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "private_sessions" ADD COLUMN "po_number" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_private_session_id_private_sessions_id_fk" FOREIGN KEY ("private_session_id") REFERENCES "public"."private_sessions"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at");
  CREATE INDEX "invoices_private_session_idx" ON "invoices" USING btree ("private_session_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE UNIQUE INDEX "privateSession_paymentIntentId_idx" ON "invoices" USING btree ("private_session_id","payment_intent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::text;
  DROP TYPE "public"."enum_emails_kind";
  CREATE TYPE "public"."enum_emails_kind" AS ENUM('booking-confirmation', 'import-registration', 'reminder', 'booking-moved', 'class-filled-refund', 'needs-review-notice', 'inquiry-notice', 'inquiry-acknowledgement', 'class-credit', 'gift-certificate-receipt', 'gift-certificate', 'minimum-participants', 'waiver-reminder', 'booking-cancelled', 'cancelled-by-studio', 'part-refund', 'refund-completed', 'refund-failed-notice', 'move-fee-refunded', 'class-cancelled', 'waiver-signed', 'waitlist-joined', 'waitlist-offer', 'waitlist-lapsed', 'waitlist-closed', 'waitlist-removed', 'private-proposal', 'private-confirmation', 'other');
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DEFAULT 'other'::"public"."enum_emails_kind";
  ALTER TABLE "emails" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_emails_kind" USING "kind"::"public"."enum_emails_kind";
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  ALTER TABLE "private_sessions" DROP COLUMN "po_number";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  DROP TYPE "public"."enum_invoices_kind";
  DROP TYPE "public"."enum_invoices_paidat_tz";
  DROP TYPE "public"."enum_invoices_stilldueat_tz";`)
}
