CREATE TABLE "checkout"."voucher_uses" (
	"order_id" varchar(64) PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout"."payments" ADD COLUMN "last_ipn_at" text;--> statement-breakpoint
ALTER TABLE "checkout"."voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "checkout"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout"."voucher_uses" ADD CONSTRAINT "voucher_uses_code_vouchers_code_fk" FOREIGN KEY ("code") REFERENCES "checkout"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_uses_code_idx" ON "checkout"."voucher_uses" USING btree ("code");--> statement-breakpoint
-- Orders paid before this migration: their voucher use was counted already, and they were paid.
UPDATE "checkout"."orders" SET "paid_at" = "created_at" WHERE "status" = 'PAID' AND "paid_at" IS NULL;--> statement-breakpoint
INSERT INTO "checkout"."voucher_uses" ("order_id", "code", "used_at")
SELECT "id", "voucher_code", "created_at" FROM "checkout"."orders"
 WHERE "status" = 'PAID' AND "voucher_code" IS NOT NULL
ON CONFLICT DO NOTHING;
