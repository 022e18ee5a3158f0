CREATE TABLE "media_updates" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"cut" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "cut" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "prune_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_updates" ADD CONSTRAINT "media_updates_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_updates_status_idx" ON "media_updates" USING btree ("status","next_at");