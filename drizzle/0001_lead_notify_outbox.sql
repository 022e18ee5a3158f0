ALTER TABLE "contact_submissions" ADD COLUMN "notify_next_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "nominations" ADD COLUMN "notify_next_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_submissions_notify_due_idx" ON "contact_submissions" USING btree ("notify_next_at") WHERE notify_status = 'pending';--> statement-breakpoint
CREATE INDEX "nominations_notify_due_idx" ON "nominations" USING btree ("notify_next_at") WHERE notify_status = 'pending';