import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_schedules_starttime_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_schedules_endtime_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_schedules_registrationopens_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_holdexpiresat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_paidat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_refundedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_confirmationemailopenedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_bookings_reminderemailopenedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_emails_sentat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_emails_openedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_emails_sendclaimedat_tz" AS ENUM('America/Los_Angeles');
  CREATE TYPE "public"."enum_site_settings_promo_banner_expiresat_tz" AS ENUM('America/Los_Angeles');
  ALTER TABLE "schedules" ADD COLUMN "starttime_tz" "enum_schedules_starttime_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "schedules" ADD COLUMN "endtime_tz" "enum_schedules_endtime_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "schedules" ADD COLUMN "registrationopens_tz" "enum_schedules_registrationopens_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "holdexpiresat_tz" "enum_bookings_holdexpiresat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "paidat_tz" "enum_bookings_paidat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "refundedat_tz" "enum_bookings_refundedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "confirmationemailopenedat_tz" "enum_bookings_confirmationemailopenedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "bookings" ADD COLUMN "reminderemailopenedat_tz" "enum_bookings_reminderemailopenedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "emails" ADD COLUMN "sentat_tz" "enum_emails_sentat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "emails" ADD COLUMN "openedat_tz" "enum_emails_openedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "emails" ADD COLUMN "sendclaimedat_tz" "enum_emails_sendclaimedat_tz" DEFAULT 'America/Los_Angeles';
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_google_rating" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_google_review_count" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_yelp_rating" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_yelp_review_count" numeric DEFAULT 12;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_facebook_recommended_percent" numeric DEFAULT 100;
  ALTER TABLE "site_settings" ADD COLUMN "review_figures_facebook_review_count" numeric DEFAULT 28;
  ALTER TABLE "site_settings" ADD COLUMN "promo_banner_expiresat_tz" "enum_site_settings_promo_banner_expiresat_tz" DEFAULT 'America/Los_Angeles';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "schedules" DROP COLUMN "starttime_tz";
  ALTER TABLE "schedules" DROP COLUMN "endtime_tz";
  ALTER TABLE "schedules" DROP COLUMN "registrationopens_tz";
  ALTER TABLE "bookings" DROP COLUMN "holdexpiresat_tz";
  ALTER TABLE "bookings" DROP COLUMN "paidat_tz";
  ALTER TABLE "bookings" DROP COLUMN "refundedat_tz";
  ALTER TABLE "bookings" DROP COLUMN "confirmationemailopenedat_tz";
  ALTER TABLE "bookings" DROP COLUMN "reminderemailopenedat_tz";
  ALTER TABLE "emails" DROP COLUMN "sentat_tz";
  ALTER TABLE "emails" DROP COLUMN "openedat_tz";
  ALTER TABLE "emails" DROP COLUMN "sendclaimedat_tz";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_google_rating";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_google_review_count";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_yelp_rating";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_yelp_review_count";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_facebook_recommended_percent";
  ALTER TABLE "site_settings" DROP COLUMN "review_figures_facebook_review_count";
  ALTER TABLE "site_settings" DROP COLUMN "promo_banner_expiresat_tz";
  DROP TYPE "public"."enum_schedules_starttime_tz";
  DROP TYPE "public"."enum_schedules_endtime_tz";
  DROP TYPE "public"."enum_schedules_registrationopens_tz";
  DROP TYPE "public"."enum_bookings_holdexpiresat_tz";
  DROP TYPE "public"."enum_bookings_paidat_tz";
  DROP TYPE "public"."enum_bookings_refundedat_tz";
  DROP TYPE "public"."enum_bookings_confirmationemailopenedat_tz";
  DROP TYPE "public"."enum_bookings_reminderemailopenedat_tz";
  DROP TYPE "public"."enum_emails_sentat_tz";
  DROP TYPE "public"."enum_emails_openedat_tz";
  DROP TYPE "public"."enum_emails_sendclaimedat_tz";
  DROP TYPE "public"."enum_site_settings_promo_banner_expiresat_tz";`)
}
