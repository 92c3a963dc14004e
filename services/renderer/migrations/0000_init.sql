CREATE SCHEMA "renderer";
--> statement-breakpoint
CREATE TABLE "renderer"."renders" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "renders_created_idx" ON "renderer"."renders" USING btree ("created_at");