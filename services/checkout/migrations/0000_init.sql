CREATE SCHEMA "checkout";
--> statement-breakpoint
CREATE TABLE "checkout"."ipn_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout"."ipn_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text,
	"action" text,
	"error_code" text,
	"payload" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."orders" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"locale" text NOT NULL,
	"products" text[] NOT NULL,
	"items" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"voucher_code" text,
	"method" text NOT NULL,
	"billing_info" jsonb NOT NULL,
	"status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."payments" (
	"order_id" varchar(64) PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error_code" text,
	"error_message" text,
	"netopia_id" text,
	"processed_amount" numeric(12, 2),
	"pan_masked" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."platform_config" (
	"platform" text PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vat_rate" numeric(5, 4) NOT NULL,
	"prices_include_vat" boolean DEFAULT true NOT NULL,
	"products" jsonb NOT NULL,
	"bundles" jsonb NOT NULL,
	"seed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2),
	"amount" numeric(12, 2),
	"currency" text,
	"products" text[],
	"platforms" text[] NOT NULL,
	"expires_on" date,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_value_check" CHECK (("checkout"."vouchers"."percent" IS NOT NULL AND "checkout"."vouchers"."amount" IS NULL) OR ("checkout"."vouchers"."percent" IS NULL AND "checkout"."vouchers"."amount" IS NOT NULL AND "checkout"."vouchers"."currency" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ipn_log_order_idx" ON "checkout"."ipn_log" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "checkout"."orders" USING btree ("company_id");