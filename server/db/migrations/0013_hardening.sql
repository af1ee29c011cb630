CREATE TABLE "game_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"player_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"game_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "display_key" text;--> statement-breakpoint
UPDATE "players" SET "display_key" = lower(normalize(coalesce("nickname", "username"), NFKC));--> statement-breakpoint
UPDATE "players" p SET "display_key" = p."display_key" || '#' || p."member_uid" WHERE EXISTS (SELECT 1 FROM "players" o WHERE o."tenant_id" = p."tenant_id" AND o."display_key" = p."display_key" AND (o."created_at", o."id") < (p."created_at", p."id"));--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "display_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_tokens" ADD CONSTRAINT "game_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_tokens_player_idx" ON "game_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "game_tokens_expires_idx" ON "game_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_tenant_display_key" ON "players" USING btree ("tenant_id","display_key");--> statement-breakpoint
CREATE INDEX "players_avatar_idx" ON "players" USING btree ("avatar");--> statement-breakpoint
CREATE INDEX "transactions_receipt_url_idx" ON "transactions" USING btree ("receipt_url");