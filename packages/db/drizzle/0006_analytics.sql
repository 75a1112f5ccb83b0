CREATE TYPE "public"."analytics_channel" AS ENUM('organic', 'direct', 'social', 'referral', 'email', 'paid');--> statement-breakpoint
CREATE TYPE "public"."analytics_device" AS ENUM('mobile', 'desktop', 'tablet');--> statement-breakpoint
CREATE TYPE "public"."analytics_event_name" AS ENUM('pageview', 'waitlist_join', 'contact_submit', 'language_switch', 'theme_switch', 'demo_tool', 'faq_open', 'engagement');--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"name" "analytics_event_name" NOT NULL,
	"path" text NOT NULL,
	"title" text,
	"props" jsonb,
	"engagement_ms" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"landing_page" text NOT NULL,
	"channel" "analytics_channel" NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"country" text,
	"device" "analytics_device" NOT NULL,
	"language" "language",
	"returning" boolean DEFAULT false NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"engagement_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "channel" "analytics_channel";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "channel" "analytics_channel";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_session_id_analytics_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analytics_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_visitor_idx" ON "analytics_sessions" USING btree ("visitor_id","last_seen_at");