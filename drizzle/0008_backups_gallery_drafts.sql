CREATE TABLE "gallery_drafts" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"bytes" bigint,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "gallery_drafts" ADD CONSTRAINT "gallery_drafts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;