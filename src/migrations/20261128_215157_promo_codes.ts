import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promo_codes_class_kinds" AS ENUM('public', 'mother-daughter', 'private');
  CREATE TYPE "public"."enum_promo_codes_discount_type" AS ENUM('percent', 'amount');
  CREATE TYPE "public"."enum_promo_codes_validfrom_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_promo_codes_validuntil_tz" AS ENUM('America/Los_Angeles');
  CREATE TABLE "promo_codes_class_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_codes_class_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"discount_type" "enum_promo_codes_discount_type" DEFAULT 'percent' NOT NULL,
  	"percent_off" numeric,
  	"amount_off_cents" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"validfrom_tz" "enum_promo_codes_validfrom_tz" DEFAULT 'America/Los_Angeles',
  	"valid_until" timestamp(3) with time zone,
  	"validuntil_tz" "enum_promo_codes_validuntil_tz" DEFAULT 'America/Los_Angeles',
  	"total_uses" numeric,
  	"uses_per_email" numeric,
  	"minimum_participants" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "list_price_cents" numeric;
  ALTER TABLE "bookings" ADD COLUMN "promo_code_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "discount_cents" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_codes_id" integer;
  ALTER TABLE "promo_codes_class_kinds" ADD CONSTRAINT "promo_codes_class_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "promo_codes_class_kinds_order_idx" ON "promo_codes_class_kinds" USING btree ("order");
  CREATE INDEX "promo_codes_class_kinds_parent_idx" ON "promo_codes_class_kinds" USING btree ("parent_id");
  CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
  CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at");
  CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_codes_fk" FOREIGN KEY ("promo_codes_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_promo_code_idx" ON "bookings" USING btree ("promo_code_id");
  CREATE INDEX "payload_locked_documents_rels_promo_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promo_codes_class_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "promo_codes_class_kinds" CASCADE;
  DROP TABLE "promo_codes" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_codes_fk";
  
  DROP INDEX "bookings_promo_code_idx";
  DROP INDEX "payload_locked_documents_rels_promo_codes_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "list_price_cents";
  ALTER TABLE "bookings" DROP COLUMN "promo_code_id";
  ALTER TABLE "bookings" DROP COLUMN "discount_cents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_codes_id";
  DROP TYPE "public"."enum_promo_codes_class_kinds";
  DROP TYPE "public"."enum_promo_codes_discount_type";
  DROP TYPE "public"."enum_promo_codes_validfrom_tz";
  DROP TYPE "public"."enum_promo_codes_validuntil_tz";`)
}
