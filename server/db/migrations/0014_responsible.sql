CREATE TABLE "play_limits" (
	"player_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limits_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"provider_code" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"next_check_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "responsible_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"subject" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_documents_player_id_kind_pk" PRIMARY KEY("player_id","kind")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "reality_check_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "restriction_kind" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "restricted_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "restricted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "verification_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "verification_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_audit" ADD CONSTRAINT "responsible_audit_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_audit" ADD CONSTRAINT "responsible_audit_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_sessions_player_idx" ON "play_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "responsible_audit_player_idx" ON "responsible_audit" USING btree ("player_id","at");