import {
  counties,
  DATA_SUBJECTS,
  documentInfo,
  documentsByCode,
  findProduct,
  isDocumentCode,
  productInfo,
  products,
  utilsGroup,
} from '@conform/catalogues';
import type { TDocumentGuideInfo, TLocalizedText } from '@conform/contracts';
import { deepFreeze } from './deep-freeze.ts';

/** The group whose documents every company has, purchased or not (docs/spec/catalogues.md §4). */
export const UTILS = 'UTILS';

/** The usage guide, opening with the controller's identification. */
export const GUIDE_TYPE = 'GHID_UTILIZARE_DOCUMENTE';

/** A text of the catalogue in both languages, plus the INT edition's English where it differs. */
function localized(text: (locale: 'ro' | 'en', edition: 'RO' | 'INT') => string): TLocalizedText {
  const ro = text('ro', 'RO');
  const en = text('en', 'RO');
  const int = text('en', 'INT');
  return int === en ? { ro, en } : { ro, en, int };
}

export interface DocumentTexts {
  name: TLocalizedText;
  description: TLocalizedText;
  guide: TDocumentGuideInfo | null;
}

const textsByType = new Map<string, Readonly<DocumentTexts>>();

/**
 * Name, description and guide of a document type; an unknown type shows its code and UNKNOWN (docs/spec/catalogues.md §8).
 * The catalogue does not change while the service runs: each type's texts are looked up once (the
 * documents page lists 30 documents, 15 texts each, every time a render finishes), and frozen.
 */
export function documentTexts(type: string): Readonly<DocumentTexts> {
  let texts = textsByType.get(type);
  if (!texts) {
    const known = documentInfo(type, 'ro').known;
    texts = deepFreeze({
      name: localized((l, e) => documentInfo(type, l, e).name),
      description: localized((l, e) => documentInfo(type, l, e).description),
      guide: known
        ? {
            where: localized((l, e) => documentInfo(type, l, e).guide?.where ?? ''),
            signedBy: localized((l, e) => documentInfo(type, l, e).guide?.signedBy ?? ''),
            update: localized((l, e) => documentInfo(type, l, e).guide?.update ?? ''),
          }
        : null,
    });
    // Unknown codes (from old records) are not kept: the map holds the catalogue's types only.
    if (known) textsByType.set(type, texts);
  }
  return texts;
}

/** A product's (or the UTILS group's) name; an unknown product id is shown as it is. */
export function productName(product: string): TLocalizedText {
  if (product === UTILS) return { ...utilsGroup.name };
  if (!findProduct(product)) return { ro: product, en: product };
  return localized((l, e) => productInfo(product, l, e)?.name ?? product);
}

/** A product's documents in catalogue order (empty for an unknown id). */
export function productDocuments(product: string): readonly string[] {
  if (product === UTILS) return utilsGroup.documents;
  return findProduct(product)?.documents ?? [];
}

/** `B` → `București`; other values (a county already spelled out, a foreign region) stay as they are. */
export function countyName(code: string): string {
  return counties.find((c) => c.code === code)?.name ?? code;
}

/** Data sources of a company (companies' `dirty` list) besides the data-subject categories. */
export const COMPANY_INFO = 'COMPANY_INFO';
export const CONTACT_INFO = 'CONTACT_INFO';
export const AUTO_CONFIGURED_PRODUCTS = 'AUTO_CONFIGURED_PRODUCTS';

/** The dirty source a change of the product marks (companies' rule): its data subject, or AUTO_CONFIGURED_PRODUCTS. */
export function productSource(product: string): string {
  return findProduct(product)?.dataSubject ?? AUTO_CONFIGURED_PRODUCTS;
}

/** True when the product must be configured (it has a data subject) before its documents can be made. */
export function needsConfiguration(product: string): boolean {
  return (findProduct(product)?.dataSubject ?? null) !== null;
}

/**
 * The categories of persons of the products (in catalogue order, each once) whose documents include
 * the type; only of the products bought when `purchased` is given.
 */
export function listingSubjects(type: string, purchased?: readonly string[]): string[] {
  const subjects: string[] = [];
  for (const p of products) {
    if (!p.documents.includes(type as (typeof p.documents)[number]) || !p.dataSubject) continue;
    if (purchased && !purchased.includes(p.id)) continue;
    if (!subjects.includes(p.dataSubject)) subjects.push(p.dataSubject);
  }
  return subjects;
}

/**
 * The company data sources a document is made from, from its `needs` (catalogue) and its product:
 * a change to any of them makes the document out of date. The product's own source (its data
 * subject, or AUTO_CONFIGURED_PRODUCTS) is always one: a change to the package changes its documents.
 */
export function documentSources(type: string, product: string): Set<string> {
  const sources = new Set<string>();
  const own = product === UTILS ? null : productSource(product);
  if (own) sources.add(own);
  const needs = isDocumentCode(type) ? documentsByCode[type].needs : [];
  for (const need of needs) {
    switch (need) {
      case 'COMPANY_INFO':
      case 'WEBSITE':
        sources.add(COMPANY_INFO);
        break;
      case 'CONTACT_INFO':
      case 'DPO':
        sources.add(CONTACT_INFO);
        break;
      case 'SITUATIONS':
        if (own && own !== AUTO_CONFIGURED_PRODUCTS) sources.add(own);
        break;
      case 'ALL_SITUATIONS':
        for (const subject of DATA_SUBJECTS) sources.add(subject);
        break;
      case 'LISTING_SITUATIONS':
        // Any category the document may cover: a change to one the company bought remakes it.
        for (const subject of listingSubjects(type)) sources.add(subject);
        break;
      case 'PRODUCTS':
        sources.add(AUTO_CONFIGURED_PRODUCTS);
        break;
    }
  }
  return sources;
}

/** Whether a document lists the company's purchased packages (it changes with every purchase). */
export function listsProducts(type: string): boolean {
  return isDocumentCode(type) && documentsByCode[type].needs.includes('PRODUCTS');
}

/**
 * A document's key: its type, then the channel it is for and the language it fixes, when they apply.
 * On RO the `_EN` packages (catalogue `documentLocale: 'en'`) make the English edition of their
 * documents, kept next to the Romanian one a base package makes: `POLITICA_CONFIDENTIALITATE` and
 * `POLITICA_CONFIDENTIALITATE.en` are two documents, each with its own versions and files. A
 * website's policies are made once per channel the company described (channels.ts):
 * `POLITICA_COOKIES@<channel id>` and `POLITICA_COOKIES@<channel id>.en`. The engine, the
 * catalogue's texts and the dirty sources read the type.
 */
export type DocumentLanguage = 'ro' | 'en';
const KEY = /^([^@.]+)(?:@([A-Za-z0-9_-]+))?(?:\.(ro|en))?$/;

/** The key of a document of a type, for a channel, made in a language (none: the company's edition's). */
export function documentKey(type: string, language?: DocumentLanguage, channel?: string): string {
  return `${type}${channel ? `@${channel}` : ''}${language ? `.${language}` : ''}`;
}

/** The document type of a key (`POLITICA_COOKIES@x1.en` → `POLITICA_COOKIES`). */
export function typeOfKey(key: string): string {
  return KEY.exec(key)?.[1] ?? key;
}

/** The language a key fixes, or undefined for a document in the company's edition's language. */
export function languageOfKey(key: string): DocumentLanguage | undefined {
  return KEY.exec(key)?.[3] as DocumentLanguage | undefined;
}

/** The id of the channel a key is for, or undefined for a document not made per channel. */
export function channelOfKey(key: string): string | undefined {
  return KEY.exec(key)?.[2];
}

/** The folder of a document's files in the storage, whose keys are plain segments: `POLITICA_COOKIES-x1-en`. */
export function storageFolder(key: string): string {
  return key.replace(/[@.]/g, '-');
}

/** The language a company's documents are made in when nobody asked for one: its edition's. */
export function editionLanguage(platform: string): DocumentLanguage {
  return platform === 'ro' ? 'ro' : 'en';
}

/**
 * The keys of a product's documents for a company of an edition: the types themselves, or their
 * editions in the product's language when it differs from the edition's (an `_EN` package on RO).
 */
export function productDocumentKeys(product: string, platform: string): readonly string[] {
  const language = product === UTILS ? null : (findProduct(product)?.documentLocale ?? null);
  const types = productDocuments(product);
  if (!language || language === editionLanguage(platform)) return types;
  return types.map((type) => documentKey(type, language));
}
