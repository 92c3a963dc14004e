CREATE SCHEMA "configurator";
--> statement-breakpoint
CREATE TABLE "configurator"."operations" (
	"id" text PRIMARY KEY NOT NULL,
	"situation_id" text NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grounds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ground_reason" text,
	"special_data_ground" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_duration" text NOT NULL,
	"storage_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggestion_id" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator"."situations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"data_subject" text NOT NULL,
	"name" text NOT NULL,
	"suggestion_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurator"."operations" ADD CONSTRAINT "operations_situation_id_situations_id_fk" FOREIGN KEY ("situation_id") REFERENCES "configurator"."situations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_situation_idx" ON "configurator"."operations" USING btree ("situation_id","position");--> statement-breakpoint
CREATE INDEX "situations_company_subject_idx" ON "configurator"."situations" USING btree ("company_id","data_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "situations_company_suggestion_idx" ON "configurator"."situations" USING btree ("company_id","suggestion_id") WHERE "configurator"."situations"."suggestion_id" IS NOT NULL;