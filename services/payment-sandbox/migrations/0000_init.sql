CREATE SCHEMA "payment_sandbox";
--> statement-breakpoint
CREATE TABLE "payment_sandbox"."orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" varchar(64) NOT NULL,
	"signature" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"confirm_url" text NOT NULL,
	"return_url" text NOT NULL,
	"request_xml" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"error_code" integer,
	"pan_masked" text,
	"purchase_id" text,
	"ipn_attempts" integer DEFAULT 0 NOT NULL,
	"ipn_answer" text,
	"ipn_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_merchant_order_unique" UNIQUE("signature","merchant_order_id")
);
--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "payment_sandbox"."orders" USING btree ("status");