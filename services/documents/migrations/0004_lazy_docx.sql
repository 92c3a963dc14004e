ALTER TABLE "documents"."document_versions" ADD COLUMN "docx_source" jsonb;--> statement-breakpoint
ALTER TABLE "documents"."documents" DROP COLUMN "docx_file_id";