CREATE TABLE "vitals_daily" (
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"views" integer NOT NULL,
	"buckets" integer[] NOT NULL,
	CONSTRAINT "vitals_daily_day_page_type_device_metric_pk" PRIMARY KEY("day","page_type","device","metric"),
	CONSTRAINT "vitals_daily_buckets" CHECK (cardinality("vitals_daily"."buckets") = 20)
);
