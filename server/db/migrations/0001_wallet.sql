CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'approved', 'rejected', 'settled', 'claimed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('deposit', 'withdraw');--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banks_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "game_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"game" text NOT NULL,
	"currency" "currency" NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"type" "transaction_type" NOT NULL,
	"channel" text NOT NULL,
	"method" text NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"status" "transaction_status" NOT NULL,
	"payment_url" text,
	"receipt_url" text,
	"tx_hash" text,
	"telco_pin" text,
	"bank_account_id" uuid,
	"destination" text,
	"remark" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_records" ADD CONSTRAINT "game_records_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_player_bank_number_key" ON "bank_accounts" USING btree ("player_id","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "game_records_player_created_idx" ON "game_records" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_player_idempotency_key" ON "transactions" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_tenant_reference_key" ON "transactions" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "transactions_player_created_idx" ON "transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_tenant_status_idx" ON "transactions" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");