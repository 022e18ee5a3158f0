CREATE TYPE "public"."quote_status" AS ENUM('draft', 'sent', 'accepted', 'declined', 'expired', 'superseded');--> statement-breakpoint
CREATE TABLE "quote_catalog_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"key" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"optional" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"status" "quote_status" DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"exclusions" text DEFAULT '' NOT NULL,
	"warranty" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"deposit_percent" integer DEFAULT 25 NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"link_key" text,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"acceptance" jsonb,
	"decline_reason" text,
	"follow_up_days" jsonb DEFAULT '[2,5,10]'::jsonb NOT NULL,
	"follow_ups_paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_contact_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_catalog_items_key_idx" ON "quote_catalog_items" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_idx" ON "quote_lines" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_position_idx" ON "quote_options" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_revision_idx" ON "quotes" USING btree ("number","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_link_key_idx" ON "quotes" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");