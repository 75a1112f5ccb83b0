CREATE TYPE "public"."email_event_kind" AS ENUM('hard-bounce', 'soft-bounce', 'complaint');--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"kind" "email_event_kind" NOT NULL,
	"provider" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_events_key_idx" ON "email_events" USING btree ("key_hash","kind","occurred_at");