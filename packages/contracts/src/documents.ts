// Contracts of the documents service and the renderer: Z<Name>Schema zod schemas and T<Name> types.
import { LEGITIMATE_INTEREST_KINDS } from '@conform/catalogues/enums'; // the light entry, as the configurator's contract
import { z } from 'zod';

/** Document statuses (docs/spec/behaviour.md §3 enumerations, §4 document status display). */
export const DOCUMENT_STATUSES = ['PROCESSING', 'ERROR', 'LOCKED', 'NOT_CONFIGURED', 'READY'] as const;
export const ZDocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type TDocumentStatus = z.infer<typeof ZDocumentStatusSchema>;

/** A document type code of the catalogue (`NOTA_INFORMARE_ANGAJATI`); records may carry older codes. */
export const ZDocumentTypeSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,79}$/, 'a document type code in capitals, e.g. POLITICA_COOKIES');

/**
 * A company's document: its type, then the channel it is for (a website's policies are made per
 * channel: `POLITICA_COOKIES@<channel id>`) and the language a package makes it in when that is not
 * the edition's (`POLITICA_COOKIES.en`: the English edition an `_EN` package adds on RO).
 */
export const ZDocumentKeySchema = z
  .string()
  .regex(
    /^[A-Z][A-Z0-9_]{0,79}(@[A-Za-z0-9_-]{1,64})?(\.(ro|en))?$/,
    'a document type code in capitals, e.g. POLITICA_COOKIES, optionally with its channel and language, e.g. POLITICA_COOKIES@k3Jd9.en',
  );

/** A text in both languages; `int` overrides `en` on the INT edition (same shape as the catalogues'). */
export const ZLocalizedTextSchema = z.object({
  ro: z.string(),
  en: z.string(),
  int: z.string().optional(),
});
export type TLocalizedText = z.infer<typeof ZLocalizedTextSchema>;

/** How to use a document: where it goes, who signs it, when to update it. */
export const ZDocumentGuideInfoSchema = z.object({
  where: ZLocalizedTextSchema,
  signedBy: ZLocalizedTextSchema,
  update: ZLocalizedTextSchema,
});
export type TDocumentGuideInfo = z.infer<typeof ZDocumentGuideInfoSchema>;

/** A document of a company as the documents page shows it (record + catalogue texts). */
export const ZCompanyDocumentSchema = z.object({
  /** The document's key (ZDocumentKeySchema): what its links and versions are asked by. */
  type: ZDocumentKeySchema,
  /** The product (or the UTILS group) the document belongs to. */
  product: z.string(),
  /** Stored file path; a PDF when it ends in `.pdf` (only those are previewed). Null until generated. */
  path: z.string().nullable(),
  status: ZDocumentStatusSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  /** From the catalogue; an unknown type shows its code as the name. */
  name: ZLocalizedTextSchema,
  /** From the catalogue; an unknown type reads UNKNOWN. */
  description: ZLocalizedTextSchema,
  guide: ZDocumentGuideInfoSchema.nullable(),
  /** The current version's number; null until first generated. */
  version: z.number().int().positive().nullable(),
  /**
   * The formats the current version can be downloaded in; `zip` only for the archive of every
   * ready document (ARCHIVE), downloaded whole from `…/companies/:companyId/archive`.
   */
  formats: z.array(z.enum(['pdf', 'docx', 'xlsx', 'zip'])),
});
export type TCompanyDocument = z.infer<typeof ZCompanyDocumentSchema>;

/** The documents of one product (docs/spec/behaviour.md §3 "Product group"). UTILS is always available. */
export const ZCompanyDocumentGroupSchema = z.object({
  product: z.string(),
  name: ZLocalizedTextSchema,
  /** Purchased (or UTILS): downloadable. Otherwise the group is a preview. */
  available: z.boolean(),
  /** Some document of the group is being generated. */
  inProgress: z.boolean(),
  /**
   * When the package was refunded, if it was and was not bought again since: its documents are
   * LOCKED, and the page says why. Null otherwise.
   */
  refundedAt: z.iso.datetime({ offset: true }).nullable(),
  documents: z.array(ZCompanyDocumentSchema),
});
export type TCompanyDocumentGroup = z.infer<typeof ZCompanyDocumentGroupSchema>;

/** `GET /platform/api/documents/companies/:companyId` and the answer of the update call. */
export const ZCompanyDocumentsSchema = z.object({
  companyId: z.string(),
  /** False when the company has neither pending nor purchased products (the no-products header). */
  hasProducts: z.boolean(),
  groups: z.array(ZCompanyDocumentGroupSchema),
});
export type TCompanyDocuments = z.infer<typeof ZCompanyDocumentsSchema>;

/**
 * Where in the workspace a blank is answered (services/documents/content/_blanks.json): a section of
 * the company data page (`company` its details, `contact`, `dpo` the person in charge of data
 * protection, `security`, `processors`, `cctv`, `channels` the online channels, `terms` the commercial terms), the configurator of the category of persons the
 * document is about (`subject`), the person signing (`signer`: by design, left for the signature),
 * or `none`: no field of the platform asks it yet.
 */
export const BLANK_PLACES = [
  'company',
  'contact',
  'dpo',
  'security',
  'processors',
  'cctv',
  'channels',
  'terms',
  'subject',
  'signer',
  'none',
] as const;
export const ZBlankPlaceSchema = z.enum(BLANK_PLACES);
export type TBlankPlace = z.infer<typeof ZBlankPlaceSchema>;

/**
 * `GET /platform/api/documents/companies/:companyId/to-complete`: what the company's current
 * documents still leave blank (`[de completat: …]`), each question with the documents it appears
 * in, most widespread first. Per-use fields (`[[…]]`, filled each time a document is used) and
 * signature lines are by design and not listed.
 */
export const ZToCompleteSchema = z.object({
  companyId: z.string(),
  questions: z.array(
    z.object({
      /** The blank's words, in the language of the documents it is in. */
      label: z.string(),
      /** How many times it is left blank across those documents. */
      count: z.number().int().positive(),
      /** The document types (catalogue codes) that contain it. */
      documents: z.array(z.string()),
      /** Where it is answered. */
      place: ZBlankPlaceSchema,
      /** For `subject`: the categories of persons (data-subject codes) whose configurator answers it. */
      subjects: z.array(z.string()),
      /** Left for the person signing (signature lines, dates of signing): not a question to answer. */
      byDesign: z.boolean(),
    }),
  ),
});
export type TToComplete = z.infer<typeof ZToCompleteSchema>;

/** The formats a document is downloaded in: the PDF to publish or print, the DOCX to edit. */
/** PDF, the editable DOCX and, for the record of processing activities, the XLSX spreadsheet. */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'xlsx'] as const;
export const ZDocumentFormatSchema = z.enum(DOCUMENT_FORMATS);
export type TDocumentFormat = z.infer<typeof ZDocumentFormatSchema>;

/** `POST …/documents/:type/link`: which file (format, version) and how it will be opened. */
export const ZDocumentLinkRequestSchema = z
  .object({
    /** `inline` for the preview dialog, `attachment` for a download. */
    disposition: z.enum(['inline', 'attachment']).default('attachment'),
    format: ZDocumentFormatSchema.default('pdf'),
    /** An earlier version; the current one when absent. */
    version: z.number().int().positive().optional(),
  })
  .default({ disposition: 'attachment', format: 'pdf' });
export type TDocumentLinkRequest = z.infer<typeof ZDocumentLinkRequestSchema>;

/** A signed download link that expires. */
export const ZDocumentLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TDocumentLink = z.infer<typeof ZDocumentLinkSchema>;

/** What changed in a version against the one before (section titles). */
export const ZDocumentVersionChangesSchema = z.object({
  first: z.boolean(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});

/** `GET …/documents/:type/versions`: every generation of a document, newest first. */
export const ZDocumentVersionsSchema = z.object({
  versions: z.array(
    z.object({
      version: z.number().int().positive(),
      createdAt: z.iso.datetime({ offset: true }),
      language: z.enum(['ro', 'en']),
      formats: z.array(ZDocumentFormatSchema),
      changes: ZDocumentVersionChangesSchema,
      /**
       * Why it was made, in each language, in the words of its row in the printed version history
       * (its "Why" column: a legal update by its title, the company's data, the legal content); null
       * where that row gives none (the first version, one made before its reasons were kept) and for
       * the documents that print no history (the registers, the signs).
       */
      reason: z.object({ ro: z.string(), en: z.string() }).nullable(),
    }),
  ),
});
export type TDocumentVersions = z.infer<typeof ZDocumentVersionsSchema>;

/** `GET …/documents/:type/versions/:from/diff/:to`: the two versions compared (numbers as kept). */
export const ZDocumentVersionDiffParamsSchema = z.object({
  from: z.coerce.number().int().positive().max(1_000_000),
  to: z.coerce.number().int().positive().max(1_000_000),
});

/**
 * What changed between two versions, section by section: only the sections added, removed or whose
 * text changed, each as runs of its words kept, removed and added (plain text, never markup).
 */
export const ZDocumentVersionDiffSchema = z.object({
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  sections: z.array(
    z.object({
      id: z.string(),
      /** The section's title in the later version (in the earlier one when it was removed). */
      title: z.string(),
      change: z.enum(['added', 'removed', 'changed']),
      parts: z.array(z.object({ op: z.enum(['same', 'removed', 'added']), text: z.string() })),
    }),
  ),
});
export type TDocumentVersionDiff = z.infer<typeof ZDocumentVersionDiffSchema>;

/** Query of a signed file download: expiry (unix seconds), disposition and the signature. */
export const ZSignedFileQuerySchema = z.object({
  exp: z.coerce.number().int().positive(),
  d: z.enum(['inline', 'attachment']).default('attachment'),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a signature'),
});
export type TSignedFileQuery = z.infer<typeof ZSignedFileQuerySchema>;

// ---- Renderer (internal: documents → renderer) ----

/** Header carrying the internal service token on renderer calls. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/**
 * Header saying how urgent a render is: `background` (a legal update's wave, which nobody waits for)
 * or `interactive` (someone waits: the default when the header is absent). A free page of the
 * renderer goes to the oldest waiting interactive render before any background one.
 */
export const RENDER_PRIORITY_HEADER = 'x-render-priority';
export const ZRenderPrioritySchema = z.enum(['interactive', 'background']);
export type TRenderPriority = z.infer<typeof ZRenderPrioritySchema>;

/** `POST /platform/api/renderer/pdf`: a complete HTML document with print CSS. */
export const ZRenderPdfRequestSchema = z.object({
  html: z.string().min(1).max(8_000_000),
  /** PDF title (metadata) when the HTML has no <title>; also the download file name. */
  title: z.string().trim().min(1).max(200).optional(),
});
export type TRenderPdfRequest = z.infer<typeof ZRenderPdfRequestSchema>;

/** One line of the renderer's log. */
export const ZRenderLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['pdf']),
  bytes: z.number().int(),
  pages: z.number().int(),
  durationMs: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TRenderLogEntry = z.infer<typeof ZRenderLogEntrySchema>;

export const ZRenderLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type TRenderLogQuery = z.infer<typeof ZRenderLogQuerySchema>;

export const ZRenderLogSchema = z.object({ renders: z.array(ZRenderLogEntrySchema) });
export type TRenderLog = z.infer<typeof ZRenderLogSchema>;

/**
 * The parts of a legitimate interest assessment that have standard answers per kind of interest
 * (EDPB Guidelines 1/2024: the purpose, necessity and balancing tests; the company's safeguards).
 */
export const STANDARD_INTEREST_ANSWER_PARTS = [
  'purpose',
  'necessity',
  'expectations',
  'consequences',
  'safeguards',
] as const;
export type TStandardInterestAnswerPart = (typeof STANDARD_INTEREST_ANSWER_PARTS)[number];

/** One line of a standard answer: the question it answers (none for a safeguard) and the answer. */
export const ZStandardInterestAnswerLineSchema = z.object({
  question: z.string().nullable(),
  answer: z.string(),
});

/**
 * `GET /documents/legitimate-interest/standard-answers?lang=`: the standard answers the legitimate
 * interest assessment prints for each kind of interest (the content's clause `lia-standard`, as a
 * lawyer wrote it), for the workspace to offer as a starting text. Public: no company's data.
 */
export const ZStandardInterestAnswersSchema = z.object({
  language: z.enum(['ro', 'en']),
  kinds: z.array(
    z.object({
      kind: z.enum(LEGITIMATE_INTEREST_KINDS),
      parts: z.record(z.enum(STANDARD_INTEREST_ANSWER_PARTS), z.array(ZStandardInterestAnswerLineSchema)),
    }),
  ),
});
export type TStandardInterestAnswers = z.infer<typeof ZStandardInterestAnswersSchema>;

/** What an entry of the evidence ledger records (documents service, ledger/ledger.ts appends them). */
export const LEDGER_KINDS = [
  'DOCUMENT_VERSION',
  'REQUEST',
  'BREACH',
  'WHISTLEBLOWING_REPORT',
  // A signed copy of a document uploaded back (evidence/signed.ts): its bytes' SHA-256, the version it answers.
  'SIGNED_DOCUMENT',
  // A legal update's documents were applied for the company (legal-updates/).
  'LEGAL_UPDATE',
  // A person confirmed reading a version of a document (acknowledgements/): the record's digest, no name.
  'ACKNOWLEDGEMENT',
] as const;

/** One entry of a company's evidence ledger (documents service, ledger/ledger.ts). */
export const ZLedgerEntrySchema = z.object({
  seq: z.number().int().positive(),
  recordedAt: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** A document's key or a register entry's number. */
  subject: z.string(),
  /** SHA-256 of the evidence (the PDF's bytes; the entry's canonical JSON; a signed copy's bytes). */
  digest: z.string(),
  details: z.record(z.string(), z.unknown()),
  prevHash: z.string(),
  hash: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntrySchema>;

/**
 * `GET /documents/companies/:companyId/ledger`: every entry in order and the chain's verification
 * (valid, the head hash that pins it, the first entry that breaks it). The same JSON is what
 * `node scripts/verify-ledger.ts <file>` checks offline.
 */
export const ZEvidenceLedgerSchema = z.object({
  companyId: z.string(),
  entries: z.array(ZLedgerEntrySchema),
  verification: z.object({
    valid: z.boolean(),
    entries: z.number().int(),
    head: z.string(),
    brokenAt: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
});
export type TEvidenceLedger = z.infer<typeof ZEvidenceLedgerSchema>;
