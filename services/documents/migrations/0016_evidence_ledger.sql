-- The company's evidence ledger (ledger/ledger.ts): each document version and each change to a register
-- entry, appended in the transaction that makes it and chained by hashes. Append-only: changing or
-- removing an entry is refused here, and verifying the chain would show it anyway.
CREATE TABLE "documents"."evidence_ledger" (
	"company_id" text NOT NULL,
	"seq" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"digest" text NOT NULL,
	"details" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "evidence_ledger_company_id_seq_pk" PRIMARY KEY("company_id","seq")
);
--> statement-breakpoint
CREATE FUNCTION "documents"."evidence_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the evidence ledger is append-only: entries are never changed or removed';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "evidence_ledger_append_only" BEFORE UPDATE OR DELETE ON "documents"."evidence_ledger"
  FOR EACH ROW EXECUTE FUNCTION "documents"."evidence_ledger_append_only"();
