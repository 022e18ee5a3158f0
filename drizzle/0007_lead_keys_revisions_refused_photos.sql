ALTER TABLE "contact_submissions" ADD COLUMN "refused_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_submissions_submission_key_idx" ON "contact_submissions" USING btree ("submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "nominations_submission_key_idx" ON "nominations" USING btree ("submission_key");