ALTER TABLE "contact_submissions" ADD COLUMN "heard_from" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "review_requested_via" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "review_requested_via" text;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owner_settings" ADD COLUMN "text_templates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_settings" ADD COLUMN "lead_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "contact_submissions" SET "won_at" = "status_changed_at" WHERE "status" = 'won';--> statement-breakpoint
UPDATE "contact_submissions" SET "contacted_at" = coalesce("status_changed_at", "created_at") WHERE "status" IN ('contacted', 'estimate_scheduled', 'won');--> statement-breakpoint
UPDATE "contact_submissions" SET "review_requested_via" = 'email' WHERE "review_requested_at" IS NOT NULL;
