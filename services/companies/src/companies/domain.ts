import type {
  TCompany,
  TCompanyPlatform,
  TCompanyProducts,
  TContactInfo,
  TCreateCompany,
} from '@conform/contracts';
import { AppError, newId, notFound, type Platform } from '@conform/server-kit';
import {
  AUTO_CONFIGURED_SOURCE,
  type CatalogueProduct,
  type ProductCatalogue,
} from '../products/catalogue.ts';
import {
  addConfigured,
  addPending,
  markDirty,
  removePending,
  type LifecycleChange,
} from '../products/domain.ts';
import type { CompaniesRepository, CompanyRecord } from './repository.ts';

export const CONTACT_INFO_SOURCE = 'CONTACT_INFO';
export const COMPANY_INFO_SOURCE = 'COMPANY_INFO';

/** The stored record as callers see it. */
export function toCompany(record: CompanyRecord): TCompany {
  return {
    id: record.id,
    platform: record.platform as TCompanyPlatform,
    adminIds: record.adminIds,
    info: record.info,
    dataProtectionResponsible: record.dataProtectionResponsible,
    contactEmail: record.contactEmail,
    products: {
      pending: record.productsPending,
      configured: record.productsConfigured,
      purchased: record.productsPurchased,
    },
    dirty: record.dirty,
    referral: record.referral,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

const productsOf = (record: CompanyRecord): TCompanyProducts => ({
  pending: record.productsPending,
  configured: record.productsConfigured,
  purchased: record.productsPurchased,
});

/** A 400 in the same shape as a zod failure, so the form shows it under the field. */
function invalidProducts(paths: string[]): AppError {
  const details = paths.map((path) => ({ path, message: 'validation.product.invalid' }));
  return new AppError('validation', 'The request is not valid.', details);
}

export function createCompaniesDomain(deps: { companies: CompaniesRepository; catalogue: ProductCatalogue }) {
  const { companies, catalogue } = deps;

  function productOn(platform: Platform, productId: string, path: string): CatalogueProduct {
    const product = catalogue.find(productId, platform);
    if (!product) throw invalidProducts([path]);
    return product;
  }

  /** Applies one lifecycle step under the row lock; a skipped step leaves the company as it was. */
  async function changeProducts(
    companyId: string,
    step: (products: TCompanyProducts) => LifecycleChange | null,
  ): Promise<TCompany> {
    const record = await companies.update(companyId, (current) => {
      const change = step(productsOf(current));
      if (!change) return null;
      return {
        productsPending: change.products.pending,
        productsConfigured: change.products.configured,
        productsPurchased: change.products.purchased,
        dirty: markDirty(current.dirty, change.dirtySource),
      };
    });
    if (!record) throw notFound('Company');
    return toCompany(record);
  }

  return {
    /**
     * Creation from the company form (spec §4): the creator is the sole admin; the quiz's products
     * are the cart, those without a data subject already configured. Nothing was generated yet, so
     * the company info and every product's source start dirty.
     */
    async create(uid: string, platform: Platform, input: TCreateCompany): Promise<TCompany> {
      const found = input.products.map((id) => catalogue.find(id, platform));
      const unknown = found.flatMap((p, i) => (p ? [] : [`products.${i}`]));
      if (unknown.length > 0) throw invalidProducts(unknown);
      const sources = found.flatMap((p) => (p ? [p.dataSource] : []));
      const pending = [...new Set(input.products)];
      const configured = pending.filter((id) => !catalogue.find(id, platform)?.needsConfiguration);
      const record = await companies.insert({
        id: newId(),
        platform,
        adminIds: [uid],
        info: input.info,
        dataProtectionResponsible: null,
        contactEmail: null,
        productsPending: pending,
        productsConfigured: configured,
        productsPurchased: [],
        dirty: markDirty([COMPANY_INFO_SOURCE], ...sources),
        referral: input.referral ?? null,
      });
      return toCompany(record);
    },

    async listFor(uid: string, platform: Platform): Promise<TCompany[]> {
      return (await companies.listForAdmin(uid, platform)).map(toCompany);
    },

    async get(companyId: string): Promise<TCompany> {
      const record = await companies.findById(companyId);
      if (!record) throw notFound('Company');
      return toCompany(record);
    },

    addPendingProduct(companyId: string, platform: Platform, productId: string): Promise<TCompany> {
      const product = productOn(platform, productId, 'productId');
      return changeProducts(companyId, (products) => addPending(products, productId, product));
    },

    /** An id the catalogue no longer knows can still leave the cart. */
    removePendingProduct(companyId: string, platform: Platform, productId: string): Promise<TCompany> {
      const source = catalogue.find(productId, platform)?.dataSource ?? AUTO_CONFIGURED_SOURCE;
      return changeProducts(companyId, (products) => removePending(products, productId, source));
    },

    addConfiguredProduct(companyId: string, platform: Platform, productId: string): Promise<TCompany> {
      const product = productOn(platform, productId, 'productId');
      return changeProducts(companyId, (products) => addConfigured(products, productId, product));
    },

    /** Contact info (spec §4 "updating company data"): saved, and the contact-info source marked dirty. */
    async updateContactInfo(companyId: string, input: TContactInfo): Promise<TCompany> {
      const record = await companies.update(companyId, (current) => ({
        contactEmail: input.contactEmail,
        dataProtectionResponsible: input.dataProtectionResponsible,
        dirty: markDirty(current.dirty, CONTACT_INFO_SOURCE),
      }));
      if (!record) throw notFound('Company');
      return toCompany(record);
    },
  };
}
export type CompaniesDomain = ReturnType<typeof createCompaniesDomain>;
