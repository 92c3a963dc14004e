ALTER TABLE "documents"."documents" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "documents"."documents" ADD COLUMN "has_docx" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents"."documents" ADD COLUMN "has_xlsx" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Documents already made take their current version's number and formats (as the page listed them:
-- the newest version, a DOCX when one was made or can be, the spreadsheet when it has one).
UPDATE "documents"."documents" d
   SET "version" = v."version",
       "has_docx" = (v."docx_file_id" IS NOT NULL OR v."docx_source" IS NOT NULL),
       "has_xlsx" = (v."xlsx_file_id" IS NOT NULL)
  FROM "documents"."document_versions" v
 WHERE v."company_id" = d."company_id" AND v."type" = d."type" AND v."pdf_file_id" = d."file_id";
