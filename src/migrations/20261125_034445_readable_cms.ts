import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_class_credits_expiresat_tz" AS ENUM('America/Los_Angeles');
  ALTER TABLE "class_credits" ADD COLUMN "expiresat_tz" "enum_class_credits_expiresat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "class_credits" ADD COLUMN "reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "class_credits" DROP COLUMN "expiresat_tz";
  ALTER TABLE "class_credits" DROP COLUMN "reason";
  DROP TYPE "public"."enum_class_credits_expiresat_tz";`)
}
