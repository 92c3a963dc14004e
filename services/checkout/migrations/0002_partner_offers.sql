CREATE TABLE "checkout"."partner_offers" (
	"id" text NOT NULL,
	"platform" text NOT NULL,
	"name" jsonb NOT NULL,
	"products" text[] NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"payment_method_discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_offers_id_platform_pk" PRIMARY KEY("id","platform")
);
--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "payment_method_discount" numeric(12, 2);