CREATE TYPE "public"."currency" AS ENUM('MYR', 'USDT');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('register', 'forgot_password', 'withdraw', 'transfer');--> statement-breakpoint
CREATE TYPE "public"."vip_tier" AS ENUM('Normal', 'Silver', 'Gold', 'Platinum', 'Diamond');--> statement-breakpoint
CREATE TABLE "config_entries" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "config_entries_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contact_no" text NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"nickname" text,
	"email" text,
	"contact_no" text NOT NULL,
	"referral_code" text NOT NULL,
	"referrer_id" uuid,
	"member_uid" text NOT NULL,
	"currency" "currency" DEFAULT 'MYR' NOT NULL,
	"vip_tier" "vip_tier" DEFAULT 'Normal' NOT NULL,
	"avatar" text,
	"chip" bigint DEFAULT 0 NOT NULL,
	"point" bigint DEFAULT 0 NOT NULL,
	"share" bigint DEFAULT 0 NOT NULL,
	"pin_hash" text,
	"pin_failed_attempts" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"session_id" text,
	"last_login_at" timestamp with time zone,
	"registered_domain" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "players_member_uid_unique" UNIQUE("member_uid")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contact_no" text NOT NULL,
	"body" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"themecolor" text NOT NULL,
	"logo" text NOT NULL,
	"user_card_arrow_left" text NOT NULL,
	"user_card_arrow_right" text NOT NULL,
	"restore_icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "config_entries" ADD CONSTRAINT "config_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_player_currency_idx" ON "ledger_entries" USING btree ("player_id","currency");--> statement-breakpoint
CREATE INDEX "otps_tenant_contact_created_idx" ON "otps" USING btree ("tenant_id","contact_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_tenant_username_key" ON "players" USING btree ("tenant_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_tenant_contact_no_key" ON "players" USING btree ("tenant_id","contact_no");--> statement-breakpoint
CREATE UNIQUE INDEX "players_tenant_referral_code_key" ON "players" USING btree ("tenant_id","referral_code");--> statement-breakpoint
CREATE INDEX "players_referrer_idx" ON "players" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_tenant_contact_created_idx" ON "sms_messages" USING btree ("tenant_id","contact_no","created_at");