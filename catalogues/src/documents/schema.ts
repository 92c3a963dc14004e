import { z } from 'zod';
import { ZLocalizedSchema } from '../schema/common.ts';

/**
 * Every document type the platform generates (docs/spec/catalogues.md §13). The code is the `type` of a
 * document record; one code may be generated under several products (the cookie policy of each
 * online product), the record's `product` tells them apart.
 */
export const DOCUMENT_CODES = [
  // Notices and consent forms
  'NOTA_INFORMARE_CANDIDATI',
  'CONSIMTAMANT_CANDIDATI',
  'NOTA_INFORMARE_ANGAJATI',
  'CONSIMTAMANT_ANGAJATI',
  'NOTA_INFORMARE_CLIENTI_PF',
  'CONSIMTAMANT_CLIENTI_PF',
  'NOTA_INFORMARE_CLIENTI_PJ',
  'NOTA_INFORMARE_FURNIZORI_PF',
  'NOTA_INFORMARE_FURNIZORI_PJ',
  'NOTA_INFORMARE_PACIENTI',
  'CONSIMTAMANT_PACIENTI',
  'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE',
  'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE',
  'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE',
  'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE',
  'NOTA_INFORMARE_CCTV',
  'CONSIMTAMANT_MAGAZIN_ONLINE',
  'NOTA_INFORMARE_RESTAURANT',
  'NOTA_INFORMARE_OASPETI',
  'CONSIMTAMANT_MARKETING',
  // Privacy and cookie policies, terms and conditions
  'POLITICA_CONFIDENTIALITATE',
  'POLITICA_COOKIES',
  'TERMENI_CONDITII_APLICATIE',
  'TERMENI_CONDITII_MAGAZIN_ONLINE',
  'FORMULAR_RETRAGERE',
  'TERMENI_CONDITII_CURSURI',
  'TERMENI_CONDITII_IMOBILIARE',
  'TERMENI_CONDITII_CAZARE',
  // Agreements
  'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
  'CONTRACT_OPERATOR_OPERATOR',
  'CONTRACT_OPERATORI_ASOCIATI',
  'ANEXA_TRANSFER_INTERNATIONAL',
  'ACT_ADITIONAL_CONFIDENTIALITATE',
  // Internal policies
  'POLITICA_PROTECTIA_DATELOR',
  'POLITICA_RETENTIE',
  'POLITICA_INCALCARI_SECURITATE',
  'POLITICA_EVALUARE_IMPACT',
  'POLITICA_MESAJE_MARKETING',
  'POLITICA_CERERI_PERSOANE_VIZATE',
  'POLITICA_SUPRAVEGHERE_VIDEO',
  // Added from the legal review (docs/facts/content-review.md, section D)
  'DECIZIE_NUMIRE_DPO',
  'POLITICA_SECURITATE_INFORMATIEI',
  'POLITICA_UTILIZARE_IT',
  'PROCEDURA_AVERTIZARE_INTEGRITATE',
  'NOTA_INFORMARE_AVERTIZORI',
  'REGISTRU_ACCES_CCTV',
  'TEXTE_BANNER_COOKIE',
  'CONSIMTAMANT_PARINTI',
  // Breach notification
  'NOTIFICARE_INCALCARE',
  // Assessments
  'EIPD',
  'TEST_INTERES_LEGITIM',
  'FORMULAR_EVALUARE_PRELIMINARA_EIPD',
  // Records
  'REGISTRU_OPERATOR',
  'REGISTRU_PERSOANA_IMPUTERNICITA',
  'REGISTRU_INCALCARI',
  'REGISTRU_CERERI',
  'REGISTRU_INSTRUIRE',
  // Response templates for data-subject requests
  'MODELE_RASPUNS_INFORMATII_SUPLIMENTARE',
  'MODELE_RASPUNS_CONFIRMARE_INREGISTRARE',
  'MODELE_RASPUNS_DECIZIE_AUTOMATA',
  'MODELE_RASPUNS_RESTRICTIONARE',
  'MODELE_RASPUNS_OPOZITIE',
  'MODELE_RASPUNS_STERGERE',
  'MODELE_RASPUNS_RECTIFICARE',
  'MODELE_RASPUNS_ACCES',
  'MODELE_RASPUNS_PORTABILITATE',
  // Guides, procedures and notices that do not fit above
  'GHID_UTILIZARE_DOCUMENTE',
  'PROCEDURA_MARKETING',
  'AFIS_SUPRAVEGHERE_VIDEO',
  'ARCHIVE',
] as const;
export const ZDocumentCodeSchema = z.enum(DOCUMENT_CODES);
export type TDocumentCode = z.infer<typeof ZDocumentCodeSchema>;

/** The groups of docs/spec/catalogues.md §13; every group holds at least one document. */
export const DOCUMENT_GROUPS = [
  'NOTICES_CONSENTS',
  'POLICIES_TERMS',
  'AGREEMENTS',
  'INTERNAL_POLICIES',
  'BREACH_NOTIFICATION',
  'ASSESSMENTS',
  'RECORDS',
  'RESPONSE_TEMPLATES',
  'GUIDES',
] as const;
export const ZDocumentGroupSchema = z.enum(DOCUMENT_GROUPS);
export type TDocumentGroup = z.infer<typeof ZDocumentGroupSchema>;

/**
 * Company data a document is generated from. A change to one of them makes the document stale;
 * the generator refuses to build it while a needed item is missing (NOT_CONFIGURED).
 */
export const DOCUMENT_NEEDS = [
  /** Name, fiscal code, registration number, address, phone. */
  'COMPANY_INFO',
  /** The company's contact e-mail for data-protection matters. */
  'CONTACT_INFO',
  /** The data-protection responsible: name, e-mail, phone, whether a formally appointed DPO. */
  'DPO',
  /** The situations and operations of the product's data-subject category. */
  'SITUATIONS',
  /** The situations and operations of every configured data-subject category. */
  'ALL_SITUATIONS',
  /**
   * The situations and operations of every category of persons whose bought product lists the
   * document (the one website's privacy policy, cookie policy and banner: its visitors, the shop's
   * customers, the guests…).
   */
  'LISTING_SITUATIONS',
  /** The address of the website or app the document is published on. */
  'WEBSITE',
  /** The list of purchased products (what the company has and what the guide explains). */
  'PRODUCTS',
] as const;
export const ZDocumentNeedSchema = z.enum(DOCUMENT_NEEDS);
export type TDocumentNeed = z.infer<typeof ZDocumentNeedSchema>;

/** File formats a document is delivered in. Only PDFs are previewed (docs/spec/catalogues.md §4). */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'xlsx', 'zip'] as const;
export const ZDocumentFormatSchema = z.enum(DOCUMENT_FORMATS);
export type TDocumentFormat = z.infer<typeof ZDocumentFormatSchema>;

/** How to use a document: shown on the documents page next to the download. */
export const ZDocumentGuideSchema = z.strictObject({
  /** Where to publish, hand over or keep it. */
  where: ZLocalizedSchema,
  /** Who signs it (or that no signature is needed). */
  signedBy: ZLocalizedSchema,
  /** When to update it. */
  update: ZLocalizedSchema,
});
export type TDocumentGuide = z.infer<typeof ZDocumentGuideSchema>;

/** An article reference of the GDPR: `13`, `28(3)`, `9(2)(h)`. */
export const ZGdprArticleSchema = z
  .string()
  .regex(/^[1-9]\d?(\(\d+\))?(\([a-j]\))?$/, 'an article like 13, 28(3) or 9(2)(h)')
  .refine((a) => Number.parseInt(a, 10) <= 99, 'the GDPR has 99 articles');

/** A document type of the catalogue. */
export const ZDocumentEntrySchema = z.strictObject({
  /** The document type code, e.g. NOTA_INFORMARE_ANGAJATI. */
  code: ZDocumentCodeSchema,
  /** Which group of docs/spec/catalogues.md §13 it belongs to. */
  group: ZDocumentGroupSchema,
  /** Document title, as on the documents page and on the document itself. */
  name: ZLocalizedSchema,
  /** What the document is for, in one to three sentences. */
  description: ZLocalizedSchema,
  /** Where it goes, who signs it, when to update it. */
  guide: ZDocumentGuideSchema,
  /**
   * GDPR articles the document serves, e.g. ['13', '14']. Empty only for documents required by
   * other law (the consumer withdrawal form) or for the archive.
   */
  gdprArticles: z.array(ZGdprArticleSchema),
  /** Company data it is generated from. */
  needs: z.array(ZDocumentNeedSchema).min(1),
  /** Formats delivered; the first is the main one (its path is the document record's path). */
  formats: z.array(ZDocumentFormatSchema).min(1),
});
export type TDocumentEntry = z.infer<typeof ZDocumentEntrySchema>;
/** Authored form: the code is the key of the catalogue object. */
export type TDocumentInput = Omit<z.input<typeof ZDocumentEntrySchema>, 'code'>;
