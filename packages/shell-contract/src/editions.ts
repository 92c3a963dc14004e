// The editions come from the contracts' one Edition module (types, lists, conversions); its
// zod-free entry keeps zod out of the shell's first download.
export {
  EDITION_INFO,
  editionFromPath,
  EDITIONS,
  isEdition,
  isPlatform,
  PLATFORMS,
  toEdition,
  toPlatform,
  type Edition,
  type EditionInfo,
  type Platform,
} from '@conform/contracts/edition';

export type Locale = 'ro' | 'en';

/** A company id: 20 word characters (spec §2). */
export const COMPANY_ID_PATTERN = /^\w{20}$/;
