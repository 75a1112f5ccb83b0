CREATE TYPE "public"."team_member_status" AS ENUM('invited', 'active', 'suspended');--> statement-breakpoint
ALTER TYPE "public"."link_purpose" ADD VALUE 'team-invite';--> statement-breakpoint
ALTER TYPE "public"."team_role" ADD VALUE 'support' BEFORE 'viewer';--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"user_agent" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "revoked_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "status" "team_member_status" DEFAULT 'invited' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_member_idx" ON "admin_sessions" USING btree ("member_id","last_seen_at");--> statement-breakpoint
-- The owner signs in already (the admin password); the other members listed so far have no
-- password yet: they are invited. Tokens from before this migration have no session: their
-- holders sign in again.
UPDATE "team_members" SET "status" = 'active' WHERE "role" = 'owner';