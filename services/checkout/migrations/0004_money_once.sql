-- A package is paid once and in at most one open order of a company (open_packages, paid_packages:
-- their primary keys say it); a payment that cannot give its packages is refunded through the
-- provider (refunds, refund_jobs); VIES answers are kept for a while (vat_checks).
CREATE TABLE "checkout"."open_packages" (
	"company_id" text NOT NULL,
	"product" text NOT NULL,
	"order_id" varchar(64) NOT NULL,
	CONSTRAINT "open_packages_company_id_product_pk" PRIMARY KEY("company_id","product")
);
--> statement-breakpoint
CREATE TABLE "checkout"."paid_packages" (
	"company_id" text NOT NULL,
	"product" text NOT NULL,
	"order_id" varchar(64) NOT NULL,
	CONSTRAINT "paid_packages_company_id_product_pk" PRIMARY KEY("company_id","product")
);
--> statement-breakpoint
CREATE TABLE "checkout"."refund_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."refunds" (
	"order_id" varchar(64) PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checkout"."vat_checks" (
	"vat_number" text PRIMARY KEY NOT NULL,
	"result" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "credited_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "checkout"."open_packages" ADD CONSTRAINT "open_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout"."paid_packages" ADD CONSTRAINT "paid_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout"."refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_packages_order_idx" ON "checkout"."open_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "paid_packages_order_idx" ON "checkout"."paid_packages" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_jobs_one_queued_idx" ON "checkout"."refund_jobs" USING btree ("key") WHERE status = 'QUEUED';--> statement-breakpoint
CREATE INDEX "refund_jobs_due_idx" ON "checkout"."refund_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "refund_jobs_next_idx" ON "checkout"."refund_jobs" USING btree ("run_at","created_at") WHERE status = 'QUEUED';--> statement-breakpoint
CREATE INDEX "refund_jobs_key_idx" ON "checkout"."refund_jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "checkout"."refunds" USING btree ("status");--> statement-breakpoint
-- Orders paid before this migration keep their packages: the first paid order of a package holds it.
INSERT INTO "checkout"."paid_packages" ("company_id", "product", "order_id")
SELECT DISTINCT ON (o.company_id, p.product) o.company_id, p.product, o.id
  FROM "checkout"."orders" o CROSS JOIN LATERAL unnest(o.products) AS p(product)
 WHERE o.status = 'PAID'
 ORDER BY o.company_id, p.product, o.paid_at, o.id;
--> statement-breakpoint
-- Orders still awaiting payment: the newest one of a package holds it (an older one, if paid, is
-- checked against the paid packages like any other).
INSERT INTO "checkout"."open_packages" ("company_id", "product", "order_id")
SELECT DISTINCT ON (o.company_id, p.product) o.company_id, p.product, o.id
  FROM "checkout"."orders" o CROSS JOIN LATERAL unnest(o.products) AS p(product)
 WHERE o.status = 'AWAITING_PAYMENT'
 ORDER BY o.company_id, p.product, o.created_at DESC, o.id;
