import { counties, documentInfo, findProduct, productInfo, utilsGroup } from '@conform/catalogues';
import type { TDocumentGuideInfo, TLocalizedText } from '@conform/contracts';

/** The group whose documents every company has, purchased or not (spec §4). */
export const UTILS = 'UTILS';

/** The one document this slice generates: the usage guide, opening with the controller's identification. */
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

/** Name, description and guide of a document type; an unknown type shows its code and UNKNOWN (spec §8). */
export function documentTexts(type: string): DocumentTexts {
  const known = documentInfo(type, 'ro').known;
  return {
    name: localized((l, e) => documentInfo(type, l, e).name),
    description: localized((l, e) => documentInfo(type, l, e).description),
    guide: known
      ? {
          where: localized((l, e) => documentInfo(type, l, e).guide?.where ?? ''),
          signedBy: localized((l, e) => documentInfo(type, l, e).guide?.signedBy ?? ''),
          update: localized((l, e) => documentInfo(type, l, e).guide?.update ?? ''),
        }
      : null,
  };
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
