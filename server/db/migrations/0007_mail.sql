CREATE TYPE "public"."mail_kind" AS ENUM('system', 'operator');--> statement-breakpoint
CREATE TYPE "public"."mail_template" AS ENUM('deposit_approved', 'withdrawal_rejected', 'friend_request');--> statement-breakpoint
CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" "mail_kind" NOT NULL,
	"template" "mail_template",
	"params" jsonb,
	"title" text,
	"body" text,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mails_kind_fields" CHECK (("mails"."kind" = 'system' and "mails"."template" is not null and "mails"."params" is not null and "mails"."title" is null and "mails"."body" is null) or ("mails"."kind" = 'operator' and "mails"."template" is null and "mails"."params" is null and "mails"."title" is not null and "mails"."body" is not null))
);
--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_player_created_idx" ON "mails" USING btree ("player_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mails_player_unread_idx" ON "mails" USING btree ("player_id") WHERE "mails"."read_at" is null and "mails"."deleted_at" is null;