ALTER TYPE "public"."transaction_type" ADD VALUE 'transfer';--> statement-breakpoint
CREATE TABLE "game_accounts" (
	"player_id" uuid NOT NULL,
	"provider_code" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_accounts_player_id_provider_code_pk" PRIMARY KEY("player_id","provider_code")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"categories" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"internal_transfer" boolean DEFAULT true NOT NULL,
	"account_prefix" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"provider_code" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"type" text NOT NULL,
	"tags" text[] NOT NULL,
	"min_bet" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "game_records" ADD COLUMN "provider_code" text;--> statement-breakpoint
ALTER TABLE "game_records" ADD COLUMN "game_id" text;--> statement-breakpoint
ALTER TABLE "game_records" ADD COLUMN "round_key" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "game_account" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "from_account" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "to_account" text;--> statement-breakpoint
ALTER TABLE "game_accounts" ADD CONSTRAINT "game_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_tenant_provider_idx" ON "games" USING btree ("tenant_id","provider_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "game_records_player_round_key" ON "game_records" USING btree ("player_id","round_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_player_game_account_idx" ON "ledger_entries" USING btree ("player_id","game_account");