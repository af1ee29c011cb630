CREATE TYPE "public"."rebate_source" AS ENUM('own', 'downline');--> statement-breakpoint
CREATE TYPE "public"."rebate_status" AS ENUM('pending', 'claimed');--> statement-breakpoint
CREATE TABLE "rebate_progress" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"computed_through" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" "rebate_source" NOT NULL,
	"currency" "currency" NOT NULL,
	"turnover" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" "rebate_status" DEFAULT 'pending' NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rebate_progress" ADD CONSTRAINT "rebate_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_player_day_source_key" ON "rebates" USING btree ("player_id","day","source");--> statement-breakpoint
CREATE INDEX "rebates_player_status_idx" ON "rebates" USING btree ("player_id","status");