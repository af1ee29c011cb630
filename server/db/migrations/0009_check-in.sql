CREATE TYPE "public"."check_in_reward_kind" AS ENUM('point', 'bonus');--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'bonus';--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"cycle_day" integer NOT NULL,
	"reward_kind" "check_in_reward_kind" NOT NULL,
	"reward_amount" bigint NOT NULL,
	"transaction_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_ins_streak_positive" CHECK ("check_ins"."streak" >= 1 and "check_ins"."cycle_day" >= 1 and "check_ins"."reward_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_player_day_key" ON "check_ins" USING btree ("player_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_player_idempotency_key" ON "check_ins" USING btree ("player_id","idempotency_key");