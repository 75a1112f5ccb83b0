CREATE TYPE "public"."link_issued_via" AS ENUM('email', 'admin');--> statement-breakpoint
CREATE TYPE "public"."link_purpose" AS ENUM('registration');--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" "link_purpose" NOT NULL,
	"subject_id" uuid NOT NULL,
	"email_id" uuid,
	"issued_via" "link_issued_via" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_tokenHash_unique";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_email_id_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_tokens_subject_idx" ON "link_tokens" USING btree ("purpose","subject_id");--> statement-breakpoint
-- The registration links issued so far keep working: their hashes move to link_tokens.
INSERT INTO "link_tokens" ("token_hash", "purpose", "subject_id", "email_id", "issued_via", "expires_at", "created_at")
SELECT "token_hash", 'registration', "id", "email_id", 'email', "expires_at", "created_at" FROM "invitations";--> statement-breakpoint
-- The outbox's copies of invitation emails lose their working link: the token becomes the slot
-- that delivery fills (docs/links.md), and the email names the link it carries.
UPDATE "outbox" SET
	"links" = jsonb_build_array(jsonb_build_object('purpose', 'registration', 'subject', "invitations"."id"::text)),
	"text" = regexp_replace("outbox"."text", '/register\?token=[A-Za-z0-9_%-]+', '/register?token={{link-token:registration}}', 'g'),
	"html" = regexp_replace("outbox"."html", '/register\?token=[A-Za-z0-9_%-]+', '/register?token={{link-token:registration}}', 'g')
FROM "invitations" WHERE "invitations"."email_id" = "outbox"."id";--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "token_hash";