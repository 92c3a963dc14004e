CREATE TABLE "companies"."applied_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"products" text[] NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies"."companies" ADD COLUMN "dirty_marked_at" jsonb DEFAULT '{}'::jsonb NOT NULL;