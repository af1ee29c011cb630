CREATE TYPE "public"."gift_redemption_status" AS ENUM('pending', 'approved', 'delivered', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."mail_template" ADD VALUE 'gift_redemption';--> statement-breakpoint
CREATE TABLE "gift_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"gift_id" text NOT NULL,
	"gift_name" jsonb NOT NULL,
	"gift_image" text NOT NULL,
	"point" bigint NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_address" text NOT NULL,
	"status" "gift_redemption_status" DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"point" bigint NOT NULL,
	"stock" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "gifts_stock_not_negative" CHECK ("gifts"."stock" >= 0),
	CONSTRAINT "gifts_point_positive" CHECK ("gifts"."point" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_redemptions" ADD CONSTRAINT "gift_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_redemptions_player_key" ON "gift_redemptions" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gift_redemptions_player_created_idx" ON "gift_redemptions" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "gift_redemptions_tenant_status_idx" ON "gift_redemptions" USING btree ("tenant_id","status","created_at");