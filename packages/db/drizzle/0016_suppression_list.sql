CREATE TYPE "public"."suppression_reason" AS ENUM('not-me', 'unsubscribed', 'hard-bounce', 'complaint', 'soft-bounces', 'erased', 'manual');--> statement-breakpoint
ALTER TYPE "public"."link_purpose" ADD VALUE 'unsubscribe';--> statement-breakpoint
ALTER TYPE "public"."outbox_status" ADD VALUE 'suppressed';--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ADD COLUMN "key_hash" text;--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ADD COLUMN "source" text;--> statement-breakpoint
-- Rows from before (issue 24's "This wasn't me"): keyed by the hash of their normalized address,
-- the address kept for the administrator's list.
UPDATE "suppressed_addresses" SET "key_hash" = encode(sha256(convert_to("email_key", 'UTF8')), 'hex'), "email" = "email_key", "source" = 'waitlist';--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ALTER COLUMN "reason" SET DATA TYPE "public"."suppression_reason" USING (CASE WHEN "reason" IN ('not-me', 'unsubscribed', 'hard-bounce', 'complaint', 'soft-bounces', 'erased', 'manual') THEN "reason" ELSE 'manual' END)::"public"."suppression_reason";--> statement-breakpoint
ALTER TABLE "suppressed_addresses" DROP COLUMN "email_key";--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ALTER COLUMN "key_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ADD PRIMARY KEY ("key_hash");
