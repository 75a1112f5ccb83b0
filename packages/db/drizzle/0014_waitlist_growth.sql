CREATE TYPE "public"."referral_state" AS ENUM('none', 'pending', 'counted', 'suspect', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."link_issued_via" ADD VALUE 'page';--> statement-breakpoint
ALTER TYPE "public"."link_purpose" ADD VALUE 'waitlist-confirm';--> statement-breakpoint
ALTER TYPE "public"."link_purpose" ADD VALUE 'waitlist-status';--> statement-breakpoint
CREATE TABLE "suppressed_addresses" (
	"email_key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_email_unique";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "referral_state" "referral_state" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "referral_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each existing entry's normalized address (rules/email-key.ts: lower case; for Gmail and
-- Googlemail also without dots and +tag, and googlemail.com as gmail.com).
UPDATE "waitlist_entries" SET "email_key" = CASE
  WHEN split_part(lower(trim("email")), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower(trim("email")), '@', 1), '+', 1), '.', '') || '@gmail.com'
  ELSE lower(trim("email")) END;--> statement-breakpoint
-- Rows that now share a key are neither merged nor deleted: the oldest holds the key, the others
-- name it in duplicate_of (listed for the administrator) and keep a null key.
UPDATE "waitlist_entries" AS w SET "duplicate_of" = d."keeper", "email_key" = NULL
FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "email_key" ORDER BY "created_at", "id") AS "keeper"
  FROM "waitlist_entries"
) AS d
WHERE w."id" = d."id" AND d."keeper" <> w."id";--> statement-breakpoint
-- Entries that were already invited or registered are treated as confirmed: the administrator
-- chose them before confirmation existed.
UPDATE "waitlist_entries" SET "confirmed_at" = coalesce("sent_at", "created_at") WHERE "status" <> 'pending';--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_duplicate_of_waitlist_entries_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_referred_by_waitlist_entries_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_email_idx" ON "waitlist_entries" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("created_at","id","referral_count") WHERE "waitlist_entries"."confirmed_at" is not null and "waitlist_entries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "waitlist_entries_unconfirmed_idx" ON "waitlist_entries" USING btree ("created_at","id") WHERE "waitlist_entries"."confirmed_at" is null and "waitlist_entries"."status" = 'pending' and "waitlist_entries"."duplicate_of" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_referred_by_idx" ON "waitlist_entries" USING btree ("referred_by","created_at");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_emailKey_unique" UNIQUE("email_key");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_referralCode_unique" UNIQUE("referral_code");