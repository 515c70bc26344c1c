import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_sessions_method" AS ENUM('password', 'code', 'link', 'oauth2', 'token', 'signup', 'recovery');
  CREATE TYPE "public"."enum_login_codes_purpose" AS ENUM('login', 'register', 'recover');
  CREATE TABLE "addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"display_name" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"company" varchar,
  	"street_address" varchar,
  	"street_address_1" varchar,
  	"postcode" varchar,
  	"city" varchar,
  	"state" varchar,
  	"country" varchar DEFAULT 'Australia',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"fingerprint_hash" varchar NOT NULL,
  	"method" "enum_account_sessions_method" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "login_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"purpose" "enum_login_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "addresses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_codes_id" integer;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "addresses_owner_idx" ON "addresses" USING btree ("owner_id");
  CREATE INDEX "addresses_enabled_idx" ON "addresses" USING btree ("enabled");
  CREATE INDEX "addresses_updated_at_idx" ON "addresses" USING btree ("updated_at");
  CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");
  CREATE INDEX "account_sessions_user_idx" ON "account_sessions" USING btree ("user_id");
  CREATE INDEX "account_sessions_token_hash_idx" ON "account_sessions" USING btree ("token_hash");
  CREATE INDEX "account_sessions_revoked_at_idx" ON "account_sessions" USING btree ("revoked_at");
  CREATE INDEX "account_sessions_updated_at_idx" ON "account_sessions" USING btree ("updated_at");
  CREATE INDEX "account_sessions_created_at_idx" ON "account_sessions" USING btree ("created_at");
  CREATE INDEX "login_codes_email_idx" ON "login_codes" USING btree ("email");
  CREATE INDEX "login_codes_token_hash_idx" ON "login_codes" USING btree ("token_hash");
  CREATE INDEX "login_codes_updated_at_idx" ON "login_codes" USING btree ("updated_at");
  CREATE INDEX "login_codes_created_at_idx" ON "login_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addresses_fk" FOREIGN KEY ("addresses_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_sessions_fk" FOREIGN KEY ("account_sessions_id") REFERENCES "public"."account_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_codes_fk" FOREIGN KEY ("login_codes_id") REFERENCES "public"."login_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("addresses_id");
  CREATE INDEX "payload_locked_documents_rels_account_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("account_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_login_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("login_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "login_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "addresses" CASCADE;
  DROP TABLE "account_sessions" CASCADE;
  DROP TABLE "login_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_addresses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_addresses_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_login_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "addresses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_codes_id";
  DROP TYPE "public"."enum_account_sessions_method";
  DROP TYPE "public"."enum_login_codes_purpose";`)
}
