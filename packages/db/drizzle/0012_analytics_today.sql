CREATE TABLE "analytics_rollup_visitors" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_rollup_visitors_day_dimension_key_visitor_id_pk" PRIMARY KEY("day","dimension","key","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_rollup_days" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "last_path" text;--> statement-breakpoint
CREATE INDEX "analytics_sessions_last_seen_idx" ON "analytics_sessions" USING btree ("last_seen_at");--> statement-breakpoint
-- The sessions of the live visitors (an event in the last 5 minutes) get their latest page now.
UPDATE "analytics_sessions" SET "last_path" = (
	SELECT e."path" FROM "analytics_events" e WHERE e."session_id" = "analytics_sessions"."id"
	ORDER BY e."at" DESC, e."id" DESC LIMIT 1
) WHERE "last_seen_at" > now() - interval '5 minutes';
