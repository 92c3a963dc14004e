/**
 * A website's policies are made per channel (docs/spec/behaviour.md §4; the company's channels are
 * facts of the company data): each website, shop, app or booking page the admin described gets its
 * own privacy policy, cookie policy and banner texts, in each language of the packages bought for
 * it, covering what is processed there and naming the tools it uses. A package no channel serves
 * keeps one policy that names the company's website (or asks for the channels).
 */
import { documentsByCode, findProduct, isDocumentCode } from '@conform/catalogues';
import type { ChannelReadModel, CompanyReadModel } from '@conform/companies-service/read';
import {
  channelOfKey,
  documentKey,
  editionLanguage,
  languageOfKey,
  productDocumentKeys,
  typeOfKey,
  UTILS,
  type DocumentLanguage,
} from '../catalogue.ts';
import { situationScope } from '../engine/render.ts';

/** The types made once per channel: those that read the categories of every package listing them (the online policies). */
export function isChannelDocument(type: string): boolean {
  return isDocumentCode(type) && documentsByCode[type].needs.includes('LISTING_SITUATIONS');
}

/** A package and its language variants are one offer (ONLINE_SHOP, ONLINE_SHOP_EN; INT_ONLINE_SHOP). */
function familyOf(product: string): string {
  return findProduct(product)?.variantOf ?? product;
}

/** Whether a channel serves a package: the admin ticked it, or another language variant of it. */
function serves(channel: ChannelReadModel, product: string): boolean {
  const family = familyOf(product);
  return channel.products.some((p) => familyOf(p) === family);
}

/**
 * The channels a package's document in a language is made for: those serving the package that are
 * published in the language; when none is, every channel serving it (the edition was bought for them).
 */
function channelsFor(company: CompanyReadModel, product: string, language: DocumentLanguage) {
  const serving = (company.channels ?? []).filter((c) => serves(c, product));
  const inLanguage = serving.filter((c) => c.languages.includes(language));
  return inLanguage.length > 0 ? inLanguage : serving;
}

/**
 * The keys of a product's documents for the company: the catalogue's (productDocumentKeys), a
 * channel document once for each channel it is made for, or once without a channel when none serves
 * the package.
 */
export function companyDocumentKeys(company: CompanyReadModel, product: string): string[] {
  const keys: string[] = [];
  for (const key of productDocumentKeys(product, company.platform)) {
    const type = typeOfKey(key);
    if (product === UTILS || !isChannelDocument(type)) {
      keys.push(key);
      continue;
    }
    const fixed = languageOfKey(key);
    const channels = channelsFor(company, product, fixed ?? editionLanguage(company.platform));
    if (channels.length === 0) keys.push(key);
    for (const channel of channels) keys.push(documentKey(type, fixed, channel.id));
  }
  return keys;
}

/**
 * The packages bought whose categories of persons a document covers: for a channel's policy, those
 * the channel serves; for the policy without a channel, those no channel serves; for any other
 * document, every package bought (situationScope takes the ones that list its type).
 */
export function coveredPurchases(company: CompanyReadModel, key: string): string[] {
  const { purchased } = company.products;
  if (!isChannelDocument(typeOfKey(key))) return purchased;
  const channels = company.channels ?? [];
  const id = channelOfKey(key);
  if (id === undefined) return purchased.filter((p) => !channels.some((c) => serves(c, p)));
  const channel = channels.find((c) => c.id === id);
  return channel ? purchased.filter((p) => serves(channel, p)) : [];
}

/**
 * Whose situations a company's document describes, by its key: the categories of the packages it
 * covers (coveredPurchases), as situationScope takes them for the type (the one place both meet).
 */
export function documentScope(company: CompanyReadModel, key: string, product: string) {
  return situationScope(typeOfKey(key), product, coveredPurchases(company, key));
}

/**
 * A channel document the company no longer has: its channel was removed, stopped serving the
 * package or changed language, or a channel now serves a package whose policy had none. Its record
 * and versions are kept (the channel back, it continues from them) but it is not listed, made or
 * asked about. A refunded package's channel documents are not retired: they show locked.
 */
export function isRetired(company: CompanyReadModel, key: string): boolean {
  if (!isChannelDocument(typeOfKey(key))) return false;
  const { purchased, pending } = company.products;
  const known = [...purchased, ...pending, ...(company.refunds ?? []).map((r) => r.product)];
  return !known.some((product) => companyDocumentKeys(company, product).includes(key));
}
