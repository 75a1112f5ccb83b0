-- Trigram indexes need pg_trgm (PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "waitlist_entries_created_idx";--> statement-breakpoint
CREATE INDEX "contact_submissions_name_trgm_idx" ON "contact_submissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_trgm_idx" ON "contact_submissions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_subject_trgm_idx" ON "contact_submissions" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_message_trgm_idx" ON "contact_submissions" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waitlist_entries_status_idx" ON "waitlist_entries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_source_idx" ON "waitlist_entries" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_language_idx" ON "waitlist_entries" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_sent_idx" ON "waitlist_entries" USING btree ("sent_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "waitlist_entries_pending_idx" ON "waitlist_entries" USING btree ("created_at","id") WHERE "waitlist_entries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "waitlist_entries_email_trgm_idx" ON "waitlist_entries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_idx" ON "waitlist_entries" USING btree ("created_at","id");