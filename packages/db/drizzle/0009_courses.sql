CREATE TYPE "public"."course_category" AS ENUM('grammar', 'vocabulary', 'speaking', 'writing', 'reading', 'business');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1', 'C2');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('published', 'draft', 'archived');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('USD', 'EUR', 'GBP', 'JOD', 'SAR', 'AED');--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructor" text NOT NULL,
	"status" "course_status" DEFAULT 'draft' NOT NULL,
	"category" "course_category" NOT NULL,
	"level" "course_level" NOT NULL,
	"language" "language" DEFAULT 'ar' NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"start_date" date,
	"end_date" date,
	"students" integer DEFAULT 0 NOT NULL,
	"lessons" integer DEFAULT 0 NOT NULL,
	"duration_hours" integer DEFAULT 0 NOT NULL,
	"completion" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_completion_range" CHECK ("courses"."completion" between 0 and 100),
	CONSTRAINT "courses_dates_order" CHECK ("courses"."end_date" is null or "courses"."start_date" is null or "courses"."end_date" >= "courses"."start_date")
);
--> statement-breakpoint
CREATE INDEX "courses_updated_idx" ON "courses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);