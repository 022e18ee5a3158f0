CREATE TABLE "booking_calendar" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"ics" text,
	"etag" text,
	"last_modified" text,
	"busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"tried_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"availability" jsonb,
	"calendar_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
