import type { Platform, TCompany, TCompanyProducts, TContactInfo, TCreateCompany } from '@conform/contracts';
import {
  COMPANY_DATA_LIMITS,
  type TCctv,
  type TChannels,
  type TCommercialTerms,
  type TCompanyDetails,
  type TProcessor,
  type TSecurityMeasures,
} from '@conform/contracts/company-data';
import type { TPlatformEvent } from '@conform/contracts/events';
import { AppError, newId, notFound, type Logger, type Tx } from '@conform/server-kit';
import {
  AUTO_CONFIGURED_SOURCE,
  type CatalogueProduct,
  type ProductCatalogue,
} from '../products/catalogue.ts';
import {
  addConfigured,
  addPending,
  addRefunds,
  clearSources,
  dropRefunds,
  markSources,
  purchase,
  removePending,
  takeBack,
  type LifecycleChange,
} from '../products/domain.ts';
import type { CompaniesRepository, CompanyChange, CompanyRecord, OutgoingEvent } from './repository.ts';
import type { CommercialTermsColumn } from '../db/schema.ts';
import { processorFacts } from '../read.ts';

export const CONTACT_INFO_SOURCE = 'CONTACT_INFO';
export const COMPANY_INFO_SOURCE = 'COMPANY_INFO';

/** The stored record as callers see it. */
export function toCompany(record: CompanyRecord): TCompany {
  return {
    id: record.id,
    platform: record.platform,
    adminIds: record.adminIds,
    info: record.info,
    // Saved before the notification date was asked: not said (null).
    dataProtectionResponsible: record.dataProtectionResponsible
      ? {
          ...record.dataProtectionResponsible,
          notifiedOn: record.dataProtectionResponsible.notifiedOn ?? null,
        }
      : null,
    contactEmail: record.contactEmail,
    products: {
      pending: record.productsPending,
      configured: record.productsConfigured,
      purchased: record.productsPurchased,
    },
    refunds: record.refunds,
    dirty: record.dirty,
    referral: record.referral,
    website: record.website,
    legalRepresentative: record.legalRepresentative,
    employeeCount: record.employeeCount,
    publicBody: record.publicBody,
    securityMeasures: record.securityMeasures,
    processors: record.processors.map(processorFacts),
    cctv: record.cctv && { ...record.cctv, viewers: record.cctv.viewers ?? [] },
    // A channel saved before the policies' addresses were asked has none: not said.
    channels: record.channels.map((c) => ({
      ...c,
      privacyPolicyUrl: c.privacyPolicyUrl ?? null,
      cookiePolicyUrl: c.cookiePolicyUrl ?? null,
      // Nor the cookies it or its tools set: not said.
      tools: c.tools.map((t) => ({ ...t, cookieList: t.cookieList ?? null })),
      cookies: c.cookies ?? null,
    })),
    commercialTerms: commercialTermsOf(record.commercialTerms),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The stored terms with every group present: null when nothing in it was said. */
const commercialTermsOf = (terms: CommercialTermsColumn | null): TCompany['commercialTerms'] => ({
  accommodation: terms?.accommodation ?? null,
  courses: terms?.courses ?? null,
  marketing: terms?.marketing ?? null,
});

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

/** `company.changed` for sources just marked (docs/spec/behaviour.md §4: each change marks a source dirty). */
function changed(companyId: string, sources: readonly string[], now: Date): OutgoingEvent[] {
  if (sources.length === 0) return [];
  const markedAt = now.toISOString();
  return [
    {
      type: 'company.changed',
      payload: { companyId, sources: [...new Set(sources)].map((source) => ({ source, markedAt })) },
    },
  ];
}

/** A change that marks sources dirty and says so to the services that depend on them. */
function markingChange(
  current: CompanyRecord,
  patch: CompanyChange['patch'],
  sources: readonly string[],
  now: Date,
): CompanyChange {
  return {
    patch: { ...patch, ...markSources(current, sources, now) },
    events: changed(current.id, sources, now),
  };
}

/** A lifecycle step as a change of the row: the new lists, their source marked dirty; null when skipped. */
function lifecycleChange(
  current: CompanyRecord,
  change: LifecycleChange | null,
  now: Date,
): CompanyChange | null {
  if (!change) return null;
  return markingChange(
    current,
    {
      productsPending: change.products.pending,
      productsConfigured: change.products.configured,
      productsPurchased: change.products.purchased,
    },
    [change.dirtySource],
    now,
  );
}

export function createCompaniesDomain(deps: {
  companies: CompaniesRepository;
  catalogue: ProductCatalogue;
  logger: Logger;
  /** Counts a creation by the user; refuses (429) past the hourly limit. */
  limitCreation?: (uid: string) => Promise<void>;
  now?: () => Date;
}) {
  const { companies, catalogue, logger } = deps;
  const now = deps.now ?? (() => new Date());

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
    const record = await companies.update(companyId, (current) =>
      lifecycleChange(current, step(productsOf(current)), now()),
    );
    if (!record) throw notFound('Company');
    return toCompany(record);
  }

  /** A change of the data the documents state about the company: COMPANY_INFO becomes dirty. */
  async function changeCompanyInfo(
    companyId: string,
    patch: (current: CompanyRecord) => CompanyChange['patch'],
  ): Promise<TCompany> {
    const record = await companies.update(companyId, (current) =>
      markingChange(current, patch(current), [COMPANY_INFO_SOURCE], now()),
    );
    if (!record) throw notFound('Company');
    return toCompany(record);
  }

  return {
    /**
     * Creation from the company form (docs/spec/behaviour.md §4): the creator is the sole admin; the quiz's products
     * are the cart, those without a data subject already configured. Nothing was generated yet, so
     * the company info and every product's source start dirty.
     */
    async create(uid: string, platform: Platform, input: TCreateCompany): Promise<TCompany> {
      await deps.limitCreation?.(uid);
      const found = input.products.map((id) => catalogue.find(id, platform));
      const unknown = found.flatMap((p, i) => (p ? [] : [`products.${i}`]));
      if (unknown.length > 0) throw invalidProducts(unknown);
      const sources = [COMPANY_INFO_SOURCE, ...found.flatMap((p) => (p ? [p.dataSource] : []))];
      const pending = [...new Set(input.products)];
      const configured = pending.filter((id) => !catalogue.find(id, platform)?.needsConfiguration);
      const at = now();
      const id = newId();
      const record = await companies.insert(
        {
          id,
          platform,
          adminIds: [uid],
          info: input.info,
          dataProtectionResponsible: null,
          contactEmail: null,
          productsPending: pending,
          productsConfigured: configured,
          productsPurchased: [],
          ...markSources({ dirty: [], dirtyMarkedAt: {} }, sources, at),
          referral: input.referral ?? null,
        },
        () => [
          ...changed(id, sources, at),
          { type: 'company.created', payload: { companyId: id, userId: uid, platform } },
        ],
      );
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
      return changeProducts(companyId, (products) =>
        // A bought package is not bought again (the checkout refuses it too).
        products.purchased.includes(productId) ? null : addPending(products, productId, product),
      );
    },

    /** An id the catalogue no longer knows can still leave the cart. */
    removePendingProduct(companyId: string, platform: Platform, productId: string): Promise<TCompany> {
      const source = catalogue.find(productId, platform)?.dataSource ?? AUTO_CONFIGURED_SOURCE;
      return changeProducts(companyId, (products) => removePending(products, productId, source));
    },

    addConfiguredProduct(companyId: string, platform: Platform, productId: string): Promise<TCompany> {
      const product = productOn(platform, productId, 'productId');
      return changeProducts(companyId, (products) => {
        // configured ⊆ pending ∪ purchased: only a package in the cart or bought is configured.
        if (!products.pending.includes(productId) && !products.purchased.includes(productId)) {
          throw new AppError('conflict', 'The package is neither in the cart nor bought.', [
            { path: 'productId', message: 'validation.product.notInCart' },
          ]);
        }
        return addConfigured(products, productId, product);
      });
    },

    /** Contact info (docs/spec/behaviour.md §4 "updating company data"): saved, and the contact-info source marked dirty. */
    async updateContactInfo(companyId: string, input: TContactInfo): Promise<TCompany> {
      const record = await companies.update(companyId, (current) =>
        markingChange(
          current,
          { contactEmail: input.contactEmail, dataProtectionResponsible: input.dataProtectionResponsible },
          [CONTACT_INFO_SOURCE],
          now(),
        ),
      );
      if (!record) throw notFound('Company');
      return toCompany(record);
    },

    /**
     * The company data the documents need beyond the contact info (website, legal representative,
     * employee count, security measures, video surveillance): saved, and the company-info source
     * marked dirty so the documents naming them are made again.
     */
    async updateDetails(companyId: string, input: TCompanyDetails): Promise<TCompany> {
      return changeCompanyInfo(companyId, () => ({
        website: input.website,
        legalRepresentative: input.legalRepresentative,
        employeeCount: input.employeeCount,
        publicBody: input.publicBody,
      }));
    },

    updateSecurityMeasures(companyId: string, input: TSecurityMeasures): Promise<TCompany> {
      return changeCompanyInfo(companyId, () => ({ securityMeasures: input }));
    },

    updateCctv(companyId: string, input: TCctv): Promise<TCompany> {
      return changeCompanyInfo(companyId, () => ({ cctv: input }));
    },

    /**
     * The company's online channels, the whole list replaced: a channel keeps its id when it comes
     * back with one the company has, any other gets a new one (ids are the service's).
     */
    updateChannels(companyId: string, input: TChannels): Promise<TCompany> {
      return changeCompanyInfo(companyId, (current) => {
        const known = new Set(current.channels.map((c) => c.id));
        const used = new Set<string>();
        return {
          channels: input.channels.map(({ id, ...channel }) => {
            const kept = id && known.has(id) && !used.has(id) ? id : newId();
            used.add(kept);
            return { id: kept, ...channel };
          }),
        };
      });
    },

    /** The company's own commercial terms, the whole set replaced (a group left out: not said). */
    updateCommercialTerms(companyId: string, input: TCommercialTerms): Promise<TCompany> {
      return changeCompanyInfo(companyId, () => ({ commercialTerms: input }));
    },

    /** A new processor, at the end of the list. */
    addProcessor(companyId: string, input: TProcessor): Promise<TCompany> {
      return changeCompanyInfo(companyId, (current) => {
        if (current.processors.length >= COMPANY_DATA_LIMITS.processors) {
          throw new AppError(
            'conflict',
            `A company can list at most ${COMPANY_DATA_LIMITS.processors} processors.`,
          );
        }
        return { processors: [...current.processors, { id: newId(), ...input }] };
      });
    },

    /** Replaces a processor; 404 for one the company does not have. */
    updateProcessor(companyId: string, processorId: string, input: TProcessor): Promise<TCompany> {
      return changeCompanyInfo(companyId, (current) => {
        if (!current.processors.some((p) => p.id === processorId)) throw notFound('Processor');
        return {
          processors: current.processors.map((p) => (p.id === processorId ? { id: p.id, ...input } : p)),
        };
      });
    },

    removeProcessor(companyId: string, processorId: string): Promise<TCompany> {
      return changeCompanyInfo(companyId, (current) => {
        if (!current.processors.some((p) => p.id === processorId)) throw notFound('Processor');
        return { processors: current.processors.filter((p) => p.id !== processorId) };
      });
    },

    /**
     * `order.paid` (from checkout): the order's products move from the cart to purchased, once per
     * order; their sources are marked dirty (their documents are to be made) and `company.purchased`
     * tells the documents service and the checkout (which records the order fulfilled).
     */
    async applyPaidOrder(tx: Tx, order: TPlatformEvent<'order.paid'>): Promise<void> {
      const first = await companies.recordAppliedOrder(tx, {
        orderId: order.orderId,
        companyId: order.companyId,
        products: order.products,
      });
      if (!first) {
        logger.info({ orderId: order.orderId }, 'paid order already applied');
        return;
      }
      const record = await companies.updateIn(tx, order.companyId, (current) => {
        const sources = order.products.map(
          (id) => catalogue.find(id, current.platform)?.dataSource ?? AUTO_CONFIGURED_SOURCE,
        );
        const at = now();
        const products = purchase(productsOf(current), order.products);
        const patch = {
          productsPending: products.pending,
          productsConfigured: products.configured,
          productsPurchased: products.purchased,
          // Bought again after a refund: no longer shown as refunded.
          refunds: dropRefunds(current.refunds, order.products),
          ...markSources(current, sources, at),
        };
        const dirty = patch.dirty ?? [];
        const markedAt = patch.dirtyMarkedAt ?? {};
        // Only `company.purchased`, which carries the marks: the documents are planned from it. A
        // `company.changed` beside it would queue the same renders again, and those already running
        // would be made twice.
        const events: OutgoingEvent[] = [
          {
            type: 'company.purchased',
            payload: {
              companyId: current.id,
              orderId: order.orderId,
              products: order.products,
              dirty: dirty.map((source) => ({ source, markedAt: markedAt[source] ?? at.toISOString() })),
            },
          },
        ];
        return { patch, events };
      });
      // A paid order for a company that is gone: the event is retried, then shown as dead.
      if (!record) throw new Error(`company of paid order ${order.orderId} not found`);
      logger.info({ orderId: order.orderId, companyId: order.companyId }, 'paid order applied');
    },

    /**
     * `order.refunded` (from checkout): the products the order bought leave purchased, except those
     * another paid, unrefunded order of the company also bought (decided from what this service
     * recorded when it applied the payments, not from the event). Their sources are marked dirty, as
     * a purchase marks them, and `company.refunded` tells the documents service, which locks their
     * documents. Applied once per order: a replayed or late refund changes nothing, so it never
     * undoes a later purchase of the same package.
     */
    async applyRefund(tx: Tx, order: TPlatformEvent<'order.refunded'>): Promise<void> {
      // A refund for a company that is gone: retried, then shown as dead (as a paid order is).
      if (!(await companies.lockIn(tx, order.companyId))) {
        throw new Error(`company of refunded order ${order.orderId} not found`);
      }
      const refunded = await companies.recordRefund(tx, {
        orderId: order.orderId,
        companyId: order.companyId,
        products: order.products,
      });
      if (!refunded) {
        logger.info({ orderId: order.orderId }, 'refund already applied, or its payment never was');
        return;
      }
      const kept = await companies.productsHeldByOtherOrders(tx, order.companyId, order.orderId);
      await companies.updateIn(tx, order.companyId, (current) => {
        const taken = refunded.products.filter(
          (id) => current.productsPurchased.includes(id) && !kept.has(id),
        );
        if (taken.length === 0) return null;
        const at = now();
        const sources = taken.map(
          (id) => catalogue.find(id, current.platform)?.dataSource ?? AUTO_CONFIGURED_SOURCE,
        );
        const products = takeBack(productsOf(current), taken);
        const marks = markSources(current, sources, at);
        return {
          patch: {
            productsPurchased: products.purchased,
            refunds: addRefunds(current.refunds, taken, at),
            ...marks,
          },
          // Only `company.refunded`, which carries the marks (as `company.purchased` does): the
          // documents service locks and remakes from it, a `company.changed` beside it would remake twice.
          events: [
            {
              type: 'company.refunded',
              payload: {
                companyId: current.id,
                orderId: order.orderId,
                products: taken,
                dirty: marks.dirty.map((source) => ({
                  source,
                  markedAt: marks.dirtyMarkedAt[source] ?? at.toISOString(),
                })),
              },
            },
          ],
        };
      });
      logger.info({ orderId: order.orderId, companyId: order.companyId }, 'refunded order applied');
    },

    /**
     * `assistant.completed` (from the configurator): the product is marked configured, the same
     * rule as a configure request (skipped when already configured). A product no longer in the
     * cart or bought, or not sold on the company's edition, is left alone: nothing is retried.
     */
    async markConfiguredByAssistant(tx: Tx, done: TPlatformEvent<'assistant.completed'>): Promise<void> {
      const record = await companies.updateIn(tx, done.companyId, (current) => {
        const product = catalogue.find(done.product, current.platform);
        const products = productsOf(current);
        const owned = products.pending.includes(done.product) || products.purchased.includes(done.product);
        return lifecycleChange(
          current,
          product && owned ? addConfigured(products, done.product, product) : null,
          now(),
        );
      });
      if (!record) logger.warn({ companyId: done.companyId }, 'assistant finished for an unknown company');
    },

    /** `situations.changed` (from the configurator): the data-subject category becomes dirty. */
    async markSituationsChanged(tx: Tx, change: TPlatformEvent<'situations.changed'>): Promise<void> {
      await companies.updateIn(tx, change.companyId, (current) =>
        markingChange(current, {}, [change.dataSubject], now()),
      );
    },

    /**
     * `user.merged` (from identity): an anonymous visitor signed in to their existing account, so the
     * companies they created in the funnel become that account's (the visitor's place among the admins
     * goes to it). Applied once per event; a company already administered by both keeps one entry.
     */
    async moveAdmin(tx: Tx, merged: TPlatformEvent<'user.merged'>): Promise<void> {
      const moved = await companies.replaceAdmin(tx, merged.fromUserId, merged.intoUserId);
      if (moved.length > 0) logger.info({ companies: moved }, 'companies moved to the signed-in account');
    },

    /** `documents.regenerated`: the sources whose documents were made from their newest data are clean. */
    async clearRegenerated(tx: Tx, done: TPlatformEvent<'documents.regenerated'>): Promise<void> {
      await companies.updateIn(tx, done.companyId, (current) => {
        const next = clearSources(current, done.sources);
        return next.dirty.length === current.dirty.length ? null : { patch: next, events: [] };
      });
    },
  };
}
export type CompaniesDomain = ReturnType<typeof createCompaniesDomain>;
