CREATE TABLE "waitlist_count_changes" (
	"total" integer NOT NULL,
	"pending" integer NOT NULL,
	"notified" integer NOT NULL,
	"registered" integer NOT NULL
);
--> statement-breakpoint
-- A row of changes for each statement that changed the counts (docs/scale.md, "Queue counts").
-- One function for the three triggers (a trigger with transition tables takes one event).
CREATE FUNCTION "waitlist_count_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "waitlist_count_changes";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "waitlist_count_changes" ("total", "pending", "notified", "registered")
    SELECT count(*), count(*) FILTER (WHERE "status" = 'pending'),
      count(*) FILTER (WHERE "status" = 'notified'), count(*) FILTER (WHERE "status" = 'registered')
    FROM "added" WHERE "duplicate_of" IS NULL
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "waitlist_count_changes" ("total", "pending", "notified", "registered")
    SELECT -count(*), -count(*) FILTER (WHERE "status" = 'pending'),
      -count(*) FILTER (WHERE "status" = 'notified'), -count(*) FILTER (WHERE "status" = 'registered')
    FROM "removed" WHERE "duplicate_of" IS NULL
    HAVING count(*) > 0;
  ELSE
    INSERT INTO "waitlist_count_changes" ("total", "pending", "notified", "registered")
    SELECT * FROM (
      SELECT coalesce(sum("d"), 0) AS "total",
        coalesce(sum("d") FILTER (WHERE "status" = 'pending'), 0) AS "pending",
        coalesce(sum("d") FILTER (WHERE "status" = 'notified'), 0) AS "notified",
        coalesce(sum("d") FILTER (WHERE "status" = 'registered'), 0) AS "registered"
      FROM (
        SELECT 1 AS "d", "status" FROM "added" WHERE "duplicate_of" IS NULL
        UNION ALL
        SELECT -1, "status" FROM "removed" WHERE "duplicate_of" IS NULL
      ) "both"
    ) "change"
    WHERE ("total", "pending", "notified", "registered") <> (0, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "waitlist_count_changes_insert" AFTER INSERT ON "waitlist_entries"
  REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_count_changes_record"();--> statement-breakpoint
CREATE TRIGGER "waitlist_count_changes_update" AFTER UPDATE ON "waitlist_entries"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_count_changes_record"();--> statement-breakpoint
CREATE TRIGGER "waitlist_count_changes_delete" AFTER DELETE ON "waitlist_entries"
  REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_count_changes_record"();--> statement-breakpoint
CREATE TRIGGER "waitlist_count_changes_truncate" AFTER TRUNCATE ON "waitlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_count_changes_record"();--> statement-breakpoint
-- The counts of the entries already there (the triggers' lock holds writers back meanwhile).
INSERT INTO "waitlist_count_changes" ("total", "pending", "notified", "registered")
SELECT count(*), count(*) FILTER (WHERE "status" = 'pending'),
  count(*) FILTER (WHERE "status" = 'notified'), count(*) FILTER (WHERE "status" = 'registered')
FROM "waitlist_entries" WHERE "duplicate_of" IS NULL;
