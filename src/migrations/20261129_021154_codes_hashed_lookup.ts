import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The app's creditCodeHash in SQL (PostgreSQL 11+ has sha256(bytea)). */
export const CODE_HASH_SQL = sql.raw(`encode(sha256(convert_to(upper("code"), 'UTF8')), 'hex')`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_private_sessions_codeshelduntil_tz" AS ENUM('America/Los_Angeles');
  ALTER TYPE "public"."enum_credit_ledger_entry" ADD VALUE 'new-code';
  DROP INDEX "class_credits_code_idx";
  ALTER TABLE "class_credits" ADD COLUMN "code_hint" varchar;
  ALTER TABLE "class_credits" ADD COLUMN "code_hash" varchar;
  ALTER TABLE "private_sessions" ADD COLUMN "promo_code_id" integer;
  ALTER TABLE "private_sessions" ADD COLUMN "discount_cents" numeric;
  ALTER TABLE "private_sessions" ADD COLUMN "class_credit_id" integer;
  ALTER TABLE "private_sessions" ADD COLUMN "credit_cents" numeric;
  ALTER TABLE "private_sessions" ADD COLUMN "codes_held_until" timestamp(3) with time zone;
  ALTER TABLE "private_sessions" ADD COLUMN "codeshelduntil_tz" "enum_private_sessions_codeshelduntil_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "private_sessions" ADD CONSTRAINT "private_sessions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_sessions" ADD CONSTRAINT "private_sessions_class_credit_id_class_credits_id_fk" FOREIGN KEY ("class_credit_id") REFERENCES "public"."class_credits"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "class_credits_code_hash_idx" ON "class_credits" USING btree ("code_hash");
  CREATE INDEX "private_sessions_promo_code_idx" ON "private_sessions" USING btree ("promo_code_id");
  CREATE INDEX "private_sessions_class_credit_idx" ON "private_sessions" USING btree ("class_credit_id");`)
  // Written by hand: each existing code's hash and hint, before the plain code is dropped. The same hash as the app's
  // creditCodeHash (hex SHA-256 of the upper-case code): codes are random (60 bits), so an unsalted hash is a lookup
  // key that cannot be reversed by guessing, not a password hash. tests/int/codesHashedLookup.test.ts compares the two.
  await db.execute(sql`
  UPDATE "class_credits" SET
    "code_hash" = ${CODE_HASH_SQL},
    "code_hint" = upper(left("code", 2)) || '-…-' || upper(right("code", 4))
  WHERE "code" IS NOT NULL;
  ALTER TABLE "class_credits" DROP COLUMN "code";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "private_sessions" DROP CONSTRAINT "private_sessions_promo_code_id_promo_codes_id_fk";
  
  ALTER TABLE "private_sessions" DROP CONSTRAINT "private_sessions_class_credit_id_class_credits_id_fk";
  
  ALTER TABLE "credit_ledger" ALTER COLUMN "entry" SET DATA TYPE text;
  DROP TYPE "public"."enum_credit_ledger_entry";
  CREATE TYPE "public"."enum_credit_ledger_entry" AS ENUM('issued', 'spent', 'returned', 'cashed-out', 'voided', 'expired', 'reinstated');
  ALTER TABLE "credit_ledger" ALTER COLUMN "entry" SET DATA TYPE "public"."enum_credit_ledger_entry" USING "entry"::"public"."enum_credit_ledger_entry";
  DROP INDEX "class_credits_code_hash_idx";
  DROP INDEX "private_sessions_promo_code_idx";
  DROP INDEX "private_sessions_class_credit_idx";
  ALTER TABLE "class_credits" ADD COLUMN "code" varchar;
  CREATE UNIQUE INDEX "class_credits_code_idx" ON "class_credits" USING btree ("code");
  ALTER TABLE "class_credits" DROP COLUMN "code_hint";
  ALTER TABLE "class_credits" DROP COLUMN "code_hash";
  ALTER TABLE "private_sessions" DROP COLUMN "promo_code_id";
  ALTER TABLE "private_sessions" DROP COLUMN "discount_cents";
  ALTER TABLE "private_sessions" DROP COLUMN "class_credit_id";
  ALTER TABLE "private_sessions" DROP COLUMN "credit_cents";
  ALTER TABLE "private_sessions" DROP COLUMN "codes_held_until";
  ALTER TABLE "private_sessions" DROP COLUMN "codeshelduntil_tz";
  DROP TYPE "public"."enum_private_sessions_codeshelduntil_tz";`)
}
