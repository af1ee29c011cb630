ALTER TYPE "public"."mail_template" ADD VALUE 'vip_upgrade';--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scheduled_runs_job_run_key_pk" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
CREATE TABLE "vip_upgrades" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"from_tier" "vip_tier" NOT NULL,
	"to_tier" "vip_tier" NOT NULL,
	"run_key" text NOT NULL,
	"deposited" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "rebates_player_day_source_key";--> statement-breakpoint
ALTER TABLE "rebates" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_upgrades_player_idx" ON "vip_upgrades" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_player_day_source_category_key" UNIQUE NULLS NOT DISTINCT("player_id","day","source","category");