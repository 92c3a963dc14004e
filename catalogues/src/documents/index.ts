import { z } from 'zod';
import { assertUnique, loadCatalogue } from '../schema/load.ts';
import { agreementDocuments } from './agreements.ts';
import { guideDocuments } from './guides.ts';
import { internalDocuments } from './internal.ts';
import { noticeDocuments } from './notices.ts';
import { policyDocuments } from './policies.ts';
import { responseDocuments } from './responses.ts';
import { DOCUMENT_CODES, DOCUMENT_GROUPS, ZDocumentEntrySchema } from './schema.ts';
import type { TDocumentCode, TDocumentEntry, TDocumentInput } from './schema.ts';

export * from './schema.ts';

/** The authored catalogue; `satisfies` makes the compiler demand an entry for every code. */
const authored = {
  ...noticeDocuments,
  ...policyDocuments,
  ...agreementDocuments,
  ...internalDocuments,
  ...responseDocuments,
  ...guideDocuments,
} satisfies Record<TDocumentCode, TDocumentInput>;

/** Every document type, in the order of DOCUMENT_CODES, validated when the module loads. */
export const documents: readonly TDocumentEntry[] = loadCatalogue(
  'documents',
  z
    .array(ZDocumentEntrySchema)
    .length(DOCUMENT_CODES.length)
    .refine((entries) => DOCUMENT_GROUPS.every((g) => entries.some((d) => d.group === g)), {
      message: 'every document group of docs/spec/catalogues.md §13 needs at least one document',
    }),
  DOCUMENT_CODES.map((code) => ({ code, ...authored[code] })),
);
assertUnique(
  'documents',
  'document codes',
  documents.map((d) => d.code),
);

/** Document entries by code. */
export const documentsByCode: Readonly<Record<TDocumentCode, TDocumentEntry>> = Object.fromEntries(
  documents.map((d) => [d.code, d]),
) as Record<TDocumentCode, TDocumentEntry>;

/** True when a string is a known document code (document records may carry older, unknown types). */
export function isDocumentCode(code: string): code is TDocumentCode {
  return Object.hasOwn(documentsByCode, code);
}
