// The editions are the contracts' one Edition module (types, lists, conversions), re-exported whole;
// its zod-free entry keeps zod out of the shell's first download.
export * from '@conform/contracts/edition';

export type Locale = 'ro' | 'en';

/** A company id: 20 word characters (docs/spec/behaviour.md §2). */
export const COMPANY_ID_PATTERN = /^\w{20}$/;
