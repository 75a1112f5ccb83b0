CREATE TABLE "policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" "policy_document" NOT NULL,
	"language" "language" NOT NULL,
	"number" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"effective_on" date NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_ar" text DEFAULT '' NOT NULL,
	"material" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	"published_by_label" text NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_published_by_team_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_number_idx" ON "policy_versions" USING btree ("document","language","number");--> statement-breakpoint
CREATE INDEX "policy_versions_effective_idx" ON "policy_versions" USING btree ("document","language","effective_on");--> statement-breakpoint
-- Versions are immutable (docs/policy-versions.md): no DELETE; an UPDATE may only set notified_at
-- once, or clear published_by when that member is removed (the label stays).
CREATE FUNCTION "policy_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.id, NEW.document, NEW.language, NEW.number, NEW.sections, NEW.effective_on,
         NEW.summary_en, NEW.summary_ar, NEW.material, NEW.published_at, NEW.published_by_label)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.document, OLD.language, OLD.number, OLD.sections, OLD.effective_on,
         OLD.summary_en, OLD.summary_ar, OLD.material, OLD.published_at, OLD.published_by_label)
    AND (NEW.published_by IS NOT DISTINCT FROM OLD.published_by OR NEW.published_by IS NULL)
    AND (NEW.notified_at IS NOT DISTINCT FROM OLD.notified_at OR OLD.notified_at IS NULL)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'policy_versions are immutable: % refused', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "policy_versions_immutable" BEFORE UPDATE OR DELETE ON "policy_versions"
  FOR EACH ROW EXECUTE FUNCTION "policy_versions_immutable"();--> statement-breakpoint
CREATE TRIGGER "policy_versions_no_truncate" BEFORE TRUNCATE ON "policy_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "policy_versions_immutable"();--> statement-breakpoint
-- Version 1 of each document and language: its published sections as they stand now.
INSERT INTO "policy_versions" ("document", "language", "number", "sections", "effective_on",
  "summary_en", "summary_ar", "published_at", "published_by_label")
SELECT "document", "language", 1,
  jsonb_agg(jsonb_build_object('title', "title", 'content', "content", 'order', "order",
    'category', "category"::text, 'lastUpdated', "last_updated"::text) ORDER BY "order", "id"),
  max("last_updated"),
  'The policy as it stood when versions began to be kept.',
  'السياسة كما كانت عندما بدأ حفظ الإصدارات.',
  now(), 'Bayan (system)'
FROM "policy_sections" WHERE "status" = 'published'
GROUP BY "document", "language";
