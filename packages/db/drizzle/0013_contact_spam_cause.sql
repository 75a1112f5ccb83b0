ALTER TABLE "contact_submissions" ADD COLUMN "spam_cause" jsonb;--> statement-breakpoint
-- The reasons stored before: the two sentences the server wrote, read once here.
UPDATE "contact_submissions" SET "spam_cause" = CASE
  WHEN "spam_reason" = 'honeypot field filled' THEN '{"key":"contact.spamHoneypot"}'::jsonb
  WHEN "spam_reason" ~ '^sent [0-9]+ ms after the form appeared$' THEN jsonb_build_object(
    'key', 'contact.spamTooFast',
    'params', jsonb_build_object('ms', substring("spam_reason" from '^sent ([0-9]+) ms')::int)
  )
END
WHERE "spam_reason" IS NOT NULL;
