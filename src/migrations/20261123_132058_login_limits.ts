import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Login limits move to rate_limits (rate-limiter-flexible) for every login path: the hand-written login_attempts
 * table goes, and so does Payload's own per-account lockout (users.login_attempts, users.lock_until). Generated, then
 * reordered: the generator dropped the table with CASCADE before dropping its foreign key, which then did not exist.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_attempts_fk";
  DROP INDEX "payload_locked_documents_rels_login_attempts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_attempts_id";
  DROP TABLE "login_attempts";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "login_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ip" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_attempts_id" integer;
  CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip");
  CREATE INDEX "login_attempts_updated_at_idx" ON "login_attempts" USING btree ("updated_at");
  CREATE INDEX "login_attempts_created_at_idx" ON "login_attempts" USING btree ("created_at");
  CREATE INDEX "ip_createdAt_idx" ON "login_attempts" USING btree ("ip","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_attempts_fk" FOREIGN KEY ("login_attempts_id") REFERENCES "public"."login_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_login_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("login_attempts_id");`)
}
