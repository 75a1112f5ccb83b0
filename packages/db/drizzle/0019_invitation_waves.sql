CREATE TYPE "public"."wave_pause_reason" AS ENUM('manual', 'bounces', 'complaints');--> statement-breakpoint
CREATE TYPE "public"."wave_status" AS ENUM('running', 'paused', 'cancelled', 'done');--> statement-breakpoint
CREATE TABLE "invitation_wave_members" (
	"wave_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"key_hash" text NOT NULL,
	"released_at" timestamp with time zone,
	"email_id" uuid,
	"skipped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invitation_wave_members_wave_id_entry_id_pk" PRIMARY KEY("wave_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "invitation_waves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"status" "wave_status" DEFAULT 'running' NOT NULL,
	"paused_reason" "wave_pause_reason",
	"paused_at" timestamp with time zone,
	"resumed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"returned" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_wave_members" ADD CONSTRAINT "invitation_wave_members_wave_id_invitation_waves_id_fk" FOREIGN KEY ("wave_id") REFERENCES "public"."invitation_waves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_wave_members" ADD CONSTRAINT "invitation_wave_members_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_wave_members" ADD CONSTRAINT "invitation_wave_members_email_id_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wave_members_waiting_entry_idx" ON "invitation_wave_members" USING btree ("entry_id") WHERE "invitation_wave_members"."released_at" is null;--> statement-breakpoint
CREATE INDEX "wave_members_released_idx" ON "invitation_wave_members" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "wave_members_order_idx" ON "invitation_wave_members" USING btree ("wave_id","position");