CREATE TYPE "public"."suppression_change_action" AS ENUM('add', 'remove');--> statement-breakpoint
CREATE TABLE "suppression_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"email" text,
	"action" "suppression_change_action" NOT NULL,
	"reason" "suppression_reason" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "suppression_changes_key_idx" ON "suppression_changes" USING btree ("key_hash","created_at");--> statement-breakpoint
CREATE INDEX "suppressed_addresses_created_idx" ON "suppressed_addresses" USING btree ("created_at","key_hash");--> statement-breakpoint
CREATE INDEX "suppressed_addresses_email_trgm_idx" ON "suppressed_addresses" USING gin ("email" gin_trgm_ops);