import type { CompanyReadModel } from '@conform/companies-service/read';
import type { TDocumentCode } from '@conform/catalogues';
import { buildGuide, type Locale } from './guide-template.ts';

/** A document ready for the renderer: complete HTML with print CSS, its title and file name. */
export interface BuiltDocument {
  html: string;
  title: string;
  fileName: string;
}

/** Builds one document type from the company's published data, in a language. */
export type DocumentTemplate = (company: CompanyReadModel, locale: Locale) => BuiltDocument;

/**
 * The templates, by catalogue document code. A type without a template is not generated yet (its
 * documents are not queued and stay out of the documents page); the document engine fills this
 * registry one family at a time.
 */
export const TEMPLATES: Partial<Record<TDocumentCode, DocumentTemplate>> = {
  GHID_UTILIZARE_DOCUMENTE: buildGuide,
};

export function templateFor(type: string): DocumentTemplate | undefined {
  return Object.hasOwn(TEMPLATES, type) ? TEMPLATES[type as TDocumentCode] : undefined;
}
