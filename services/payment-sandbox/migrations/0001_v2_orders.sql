ALTER TABLE "payment_sandbox"."orders" ALTER COLUMN "request_xml" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox"."orders" ADD COLUMN "api" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox"."orders" ADD COLUMN "request_json" text;