CREATE TABLE "city_communities" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"list" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "lat" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "lng" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "intro" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "neighborhoods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "housing_stock" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "climate_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "popular_projects" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "additional_info" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "nearby_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_pages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;