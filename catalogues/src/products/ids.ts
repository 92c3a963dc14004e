/**
 * The product ids and families without zod: the product catalogue (index.ts) reads them, and a front end
 * showing products downloads no zod for them (e2e/tests/bundle-size.spec.ts). schema.ts re-exports them
 * with their schemas.
 */

/** Products sold on the RO and EN editions (docs/spec/catalogues.md §12). */
export const BASE_PRODUCT_IDS = [
  'PERSONAL_CLIENTS',
  'BUSINESS_CLIENTS',
  'PERSONAL_SUPPLIERS',
  'BUSINESS_SUPPLIERS',
  'RECRUITMENT',
  'EMPLOYEES',
  'PATIENTS',
  'OFFLINE_EVENTS',
  'ONLINE_EVENTS',
  'ONLINE_APP',
  'ONLINE_APP_EN',
  'ONLINE_APP_TERMS',
  'ONLINE_RESTAURANT',
  'ONLINE_SHOP',
  'ONLINE_SHOP_EN',
  'ONLINE_SHOP_TERMS',
  'ONLINE_COURSES',
  'ONLINE_COURSES_EN',
  'ONLINE_COURSES_TERMS',
  'ONLINE_REAL_ESTATE',
  'ONLINE_REAL_ESTATE_TERMS',
  'ONLINE_ACCOMMODATION',
  'ONLINE_ACCOMMODATION_EN',
  'ONLINE_ACCOMMODATION_TERMS',
  'DPA',
  'MARKETING',
  'CCTV',
  'INTERNAL_POLICIES',
] as const;
export type TBaseProductId = (typeof BASE_PRODUCT_IDS)[number];

/**
 * The INT edition's English variants: every base product except the `_EN` ones (on INT every
 * document is already in English). Listed rather than computed so the ids can be searched for.
 */
export const INT_PRODUCT_IDS = [
  'INT_PERSONAL_CLIENTS',
  'INT_BUSINESS_CLIENTS',
  'INT_PERSONAL_SUPPLIERS',
  'INT_BUSINESS_SUPPLIERS',
  'INT_RECRUITMENT',
  'INT_EMPLOYEES',
  'INT_PATIENTS',
  'INT_OFFLINE_EVENTS',
  'INT_ONLINE_EVENTS',
  'INT_ONLINE_APP',
  'INT_ONLINE_APP_TERMS',
  'INT_ONLINE_RESTAURANT',
  'INT_ONLINE_SHOP',
  'INT_ONLINE_SHOP_TERMS',
  'INT_ONLINE_COURSES',
  'INT_ONLINE_COURSES_TERMS',
  'INT_ONLINE_REAL_ESTATE',
  'INT_ONLINE_REAL_ESTATE_TERMS',
  'INT_ONLINE_ACCOMMODATION',
  'INT_ONLINE_ACCOMMODATION_TERMS',
  'INT_DPA',
  'INT_MARKETING',
  'INT_CCTV',
  'INT_INTERNAL_POLICIES',
] as const;
export type TIntProductId = (typeof INT_PRODUCT_IDS)[number];

export const PRODUCT_IDS = [...BASE_PRODUCT_IDS, ...INT_PRODUCT_IDS] as const;
export type TProductId = (typeof PRODUCT_IDS)[number];

/** Families group products on the results page and in the add-package dialog. */
export const PRODUCT_FAMILIES = [
  'CLIENTS_SUPPLIERS',
  'HR',
  'EVENTS',
  'ONLINE',
  'CONTRACTS',
  'MARKETING',
  'SURVEILLANCE',
  'INTERNAL',
] as const;
export type TProductFamily = (typeof PRODUCT_FAMILIES)[number];
