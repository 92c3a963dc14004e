import { romanianVatRate, vatTreatment, voucherCovers, type TVatCustomer } from '@conform/catalogues';
import type {
  Platform,
  TCheckoutCurrency,
  TOrderItem,
  TOrderSummary,
  TPaymentMethodCode,
  TPriceList,
  TVoucherRejection,
} from '@conform/contracts';
import { AppError } from '@conform/server-kit';
import type { VatNumbers } from '../vat/domain.ts';
import type { VatCheckResult } from '../vat/port.ts';
import type { PartnerOfferRecord, PricingRepository, PlatformPricing, VoucherRecord } from './repository.ts';

type Name = { ro: string; en: string } | null;

export interface PriceOrderInput {
  platform: Platform;
  /** The platform's config, or undefined when it is missing. */
  config: PlatformPricing | undefined;
  products: readonly string[];
  voucher: VoucherRecord | undefined;
  /** The code the buyer gave, if any: a code that brings no voucher line is answered with why. */
  voucherCode?: string | undefined;
  /** Today as YYYY-MM-DD: vouchers are valid through their last day. */
  today: string;
  productName: (id: string) => Name;
  /** Missing price config is logged (docs/spec/catalogues.md §8), never fatal. */
  onMissingPrice: (productId: string, hasConfig: boolean) => void;
  /** Who buys (country, fiscal code): decides the VAT rule; Romanian VAT when unknown. */
  customer?: TVatCustomer;
  /**
   * What VIES said of the customer's VAT number, when the VAT rule would reverse-charge the order:
   * only a `valid` number does; without an answer Romanian VAT is charged.
   */
  vatCheck?: VatCheckResult;
}

// Money is added up in cents so that 0.1 + 0.2 never shows up on an invoice.
const cents = (value: number) => Math.round(value * 100);
const units = (value: number) => value / 100;
const percentOf = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);

interface Line {
  type: TOrderItem['type'];
  id: string;
  name: Name;
  products: string[];
  /** null when the price config is missing. */
  price: number | null;
  discount: number;
}

const effective = (line: Line) => (line.price === null ? null : line.price - line.discount);

/** Why a voucher code gives no voucher line (the checkout page says it); undefined when it may give one. */
export function voucherRejection(
  voucher: VoucherRecord | undefined,
  platform: Platform,
  currency: TCheckoutCurrency,
  today: string,
): TVoucherRejection | undefined {
  if (!voucher) return 'unknown';
  if (!voucher.platforms.includes(platform)) return 'platform';
  if (voucher.expiresOn !== null && today > voucher.expiresOn) return 'expired';
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return 'usedUp';
  if (voucher.amount !== null && voucher.currency !== currency) return 'currency';
  return undefined;
}

/**
 * Prices an order (docs/spec/behaviour.md §3 order summary). Prices come from the platform config; a product
 * without one is logged and priced null (the spec's NaN), which makes the total null too.
 * Bundles replace their products when that is cheaper; a valid voucher adds one voucher line
 * taking its percentage or amount off the lines it applies to; an invalid one adds nothing.
 */
export function priceOrder(input: PriceOrderInput): TOrderSummary {
  const { config } = input;
  const currency: TCheckoutCurrency = config?.currency ?? 'EUR';
  const vatRate = config?.vatRate ?? 0;
  const pricesIncludeVat = config?.pricesIncludeVat ?? true;
  const requested = [...new Set(input.products)];

  const productLine = (id: string): Line => {
    const price = config?.products[id];
    if (!price) {
      input.onMissingPrice(id, Boolean(config));
      return { type: 'product', id, name: input.productName(id), products: [id], price: null, discount: 0 };
    }
    const list = cents(price.value);
    return {
      type: 'product',
      id,
      name: input.productName(id),
      products: [id],
      price: list,
      discount: percentOf(list, price.discount),
    };
  };

  // Bundles: repeatedly take the one saving most among those fully contained in what is left.
  const lines: Line[] = [];
  const remaining = new Set(requested);
  const single = new Map(requested.map((id) => [id, productLine(id)]));
  for (;;) {
    let best: { id: string; line: Line; saving: number } | undefined;
    for (const [id, bundle] of Object.entries(config?.bundles ?? {})) {
      if (!bundle.products.every((p) => remaining.has(p))) continue;
      const separate = bundle.products.map((p) => single.get(p)!);
      const separateEffective = separate.map(effective);
      const list = cents(bundle.value);
      const bundleEffective = list - percentOf(list, bundle.discount);
      const known = separateEffective.every((v) => v !== null);
      // A bundle also settles products that have no price of their own.
      const saving = known
        ? separateEffective.reduce<number>((a, v) => a + (v ?? 0), 0) - bundleEffective
        : Number.POSITIVE_INFINITY;
      if (saving <= 0 || (best && best.saving >= saving)) continue;
      const price = known ? separate.reduce((a, l) => a + (l.price ?? 0), 0) : list;
      best = {
        id,
        saving,
        line: {
          type: 'bundle',
          id,
          name: { ro: bundle.name.ro, en: bundle.name.en },
          products: [...bundle.products],
          price,
          discount: price - bundleEffective,
        },
      };
    }
    if (!best) break;
    lines.push(best.line);
    for (const p of best.line.products) remaining.delete(p);
  }
  for (const id of requested) if (remaining.has(id)) lines.push(single.get(id)!);

  let rejection = voucherRejection(input.voucher, input.platform, currency, input.today);
  if (input.voucher && !rejection) {
    const voucher = input.voucher;
    const listed = voucher.products;
    // What of a line the voucher applies to: all of it when every product is the voucher's; for a
    // bundle holding some of its products, their share of the bundle's price by their list prices
    // (the online shop package bought in the complete online shop bundle still gets its voucher). A
    // voucher for a package covers its English version on the RO edition (voucherCovers: TESTSHOP50
    // for the online shop applies to 'Online shop (English version)' too).
    const baseOf = (line: Line): number => {
      const paid = effective(line);
      if (paid === null) return 0;
      if (listed === null) return paid;
      const own = line.products.filter((p) => voucherCovers(listed, p));
      if (own.length === line.products.length) return paid;
      if (own.length === 0) return 0;
      const listPrice = (ids: string[]) => ids.map((p) => single.get(p)?.price ?? null);
      const all = listPrice(line.products);
      if (all.some((v) => v === null)) return 0;
      const whole = all.reduce<number>((a, v) => a + (v ?? 0), 0);
      const part = listPrice(own).reduce<number>((a, v) => a + (v ?? 0), 0);
      return whole === 0 ? 0 : Math.round((paid * part) / whole);
    };
    const eligible = lines.filter((l) => baseOf(l) > 0);
    const base = eligible.reduce((a, l) => a + baseOf(l), 0);
    const discount =
      voucher.percent !== null
        ? percentOf(base, voucher.percent)
        : Math.min(cents(voucher.amount ?? 0), base);
    if (discount > 0) {
      lines.push({
        type: 'voucher',
        id: voucher.code,
        name: null,
        products: eligible.flatMap((l) =>
          l.products.filter((p) => listed === null || voucherCovers(listed, p)),
        ),
        price: 0,
        discount,
      });
    } else {
      rejection = 'products';
    }
  }

  // The reverse charge (catalogue vatTreatment, marked verify): no Romanian VAT; VAT-inclusive list
  // prices and discounts are taken net, so every line and the total are what the buyer pays. A
  // self-declared VAT number is not enough: VIES must confirm it, otherwise VAT is charged and the
  // summary says why.
  const treatment = vatTreatment(input.platform, input.customer);
  const reverseCharge = treatment.reverseCharge && input.vatCheck === 'valid';
  const invoiceMention = reverseCharge ? treatment.invoiceMention : null;
  const vatNote =
    treatment.reverseCharge && !reverseCharge
      ? input.vatCheck === 'invalid'
        ? ('vatNumberInvalid' as const)
        : ('viesUnavailable' as const)
      : undefined;
  if (reverseCharge && pricesIncludeVat) {
    const net = (amount: number) => Math.round(amount / (1 + vatRate));
    for (const line of lines) {
      if (line.price !== null) line.price = net(line.price);
      line.discount = net(line.discount);
    }
  }

  const unpriced = lines.some((l) => l.price === null);
  let total = unpriced
    ? null
    : Math.max(
        0,
        lines.reduce((a, l) => a + (effective(l) ?? 0), 0),
      );
  let vat: number | null = null;
  if (total !== null) {
    if (reverseCharge) vat = 0;
    else if (pricesIncludeVat) vat = Math.round(total - total / (1 + vatRate));
    else {
      vat = Math.round(total * vatRate);
      total += vat;
    }
  }

  return {
    items: lines.map((l) => ({
      type: l.type,
      id: l.id,
      name: l.name,
      products: l.products,
      price: l.price === null ? null : units(l.price),
      discount: units(l.discount),
    })),
    totalPrice: total === null ? null : units(total),
    vat: vat === null ? null : units(vat),
    currency,
    vatRate: reverseCharge ? 0 : vatRate,
    pricesIncludeVat: reverseCharge ? false : pricesIncludeVat,
    ...(reverseCharge && invoiceMention ? { reverseCharge: true as const, vatMention: invoiceMention } : {}),
    ...(vatNote ? { vatNote } : {}),
    ...(input.voucherCode && rejection ? { voucherRejected: rejection } : {}),
  };
}

/**
 * The prices a platform publishes for the pages where a package is chosen: each product's list
 * price and discount, each bundle's with what its products cost one by one and what it saves.
 * Products without a price, and bundles with a product without one, are left out.
 */
export function listPrices(config: PlatformPricing | undefined): TPriceList {
  const effectiveCents = (price: { value: number; discount: number }) =>
    cents(price.value) - percentOf(cents(price.value), price.discount);
  const products = Object.entries(config?.products ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, price]) => ({
      id,
      price: price.value,
      discount: units(percentOf(cents(price.value), price.discount)),
    }));
  const bundles = Object.entries(config?.bundles ?? {})
    .filter(([, bundle]) => bundle.products.every((p) => config?.products[p]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, bundle]) => {
      const separately = bundle.products.reduce((sum, p) => sum + effectiveCents(config!.products[p]!), 0);
      return {
        id,
        name: { ro: bundle.name.ro, en: bundle.name.en },
        products: [...bundle.products],
        price: bundle.value,
        discount: units(percentOf(cents(bundle.value), bundle.discount)),
        separately: units(separately),
        saving: units(separately - effectiveCents(bundle)),
      };
    });
  return {
    currency: config?.currency ?? 'EUR',
    vatRate: config?.vatRate ?? 0,
    pricesIncludeVat: config?.pricesIncludeVat ?? true,
    products,
    bundles,
  };
}

/** A partner offer priced: the summary shown, and what the partner's card takes off at payment. */
export interface PricedOffer {
  summary: TOrderSummary;
  products: string[];
  paymentMethod: { code: TPaymentMethodCode; discountPercent: number };
  /** What is charged when paying with the partner's card: the total less its discount, in units. */
  chargedTotal: number;
  /** The discount itself (total − charged), in units. */
  paymentMethodDiscount: number;
}

/**
 * A partner offer (a co-branded bundle) as one order line at its own price, with the platform's
 * currency and VAT. The card-brand discount is not in the summary (docs/spec/behaviour.md §1: "not in the displayed
 * price"); it is computed here, on the server, for the payment step.
 */
export function priceOffer(offer: PartnerOfferRecord, config: PlatformPricing | undefined): PricedOffer {
  const currency: TCheckoutCurrency = config?.currency ?? 'EUR';
  const vatRate = config?.vatRate ?? 0;
  const pricesIncludeVat = config?.pricesIncludeVat ?? true;
  const list = cents(offer.value);
  const discount = percentOf(list, offer.discount);
  let total = list - discount;
  let vat: number;
  if (pricesIncludeVat) vat = Math.round(total - total / (1 + vatRate));
  else {
    vat = Math.round(total * vatRate);
    total += vat;
  }
  const cardDiscount = percentOf(total, offer.paymentMethodDiscount);
  return {
    summary: {
      items: [
        {
          type: 'cobranded_bundle',
          id: offer.id,
          name: { ro: offer.name.ro, en: offer.name.en },
          products: [...offer.products],
          price: units(list),
          discount: units(discount),
        },
      ],
      totalPrice: units(total),
      vat: units(vat),
      currency,
      vatRate,
      pricesIncludeVat,
    },
    products: [...offer.products],
    paymentMethod: {
      code: offer.paymentMethod === 'VOUCHER' ? 'VOUCHER' : 'MASTERCARD_PREMIUM',
      discountPercent: offer.paymentMethodDiscount,
    },
    chargedTotal: units(total - cardDiscount),
    paymentMethodDiscount: units(cardDiscount),
  };
}

/** Today's date in Romania, where the vouchers' last days are meant (en-CA writes YYYY-MM-DD). */
export function romanianToday(now: Date): string {
  return BUCHAREST_DAY.format(now);
}
// Made once: building a formatter with a time zone costs more than the rest of an order summary.
const BUCHAREST_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' });

export function createPricingDomain(deps: {
  repo: PricingRepository;
  vatNumbers: VatNumbers;
  productName: (id: string, platform: Platform) => Name;
  warn: (message: string, details: Record<string, unknown>) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  // The platform's prices with Romania's VAT rate in force now (a dated legal figure: a change of
  // rate applies from its day by itself, and a paid order keeps the rate it was priced with).
  const findConfig = async (platform: Platform): Promise<PlatformPricing | undefined> => {
    const config = await deps.repo.findConfig(platform);
    return config && { ...config, vatRate: romanianVatRate(now()) };
  };
  return {
    /** The order summary for products and an optional voucher code on a platform. */
    async summarize(
      platform: Platform,
      products: readonly string[],
      voucherCode: string | undefined,
      customer?: TVatCustomer,
    ): Promise<TOrderSummary> {
      const [config, voucher, vatCheck] = await Promise.all([
        findConfig(platform),
        voucherCode ? deps.repo.findVoucher(voucherCode) : Promise.resolve(undefined),
        // Only a number that would make the order reverse-charged is checked (and only then sent to VIES).
        vatTreatment(platform, customer).reverseCharge && customer?.fiscalCode
          ? deps.vatNumbers.verify(customer.fiscalCode)
          : Promise.resolve(undefined),
      ]);
      if (!config) deps.warn('Missing platform config', { platform });
      return priceOrder({
        vatCheck,
        platform,
        config,
        products,
        voucher,
        voucherCode,
        today: romanianToday(now()),
        productName: (id) => deps.productName(id, platform),
        customer,
        onMissingPrice: (productId, hasConfig) =>
          deps.warn('Missing price config for product', { platform, productId, hasConfig }),
      });
    },

    /** The platform's published prices (public: the same for every visitor). */
    async prices(platform: Platform): Promise<TPriceList> {
      const config = await findConfig(platform);
      if (!config) deps.warn('Missing platform config', { platform });
      return listPrices(config);
    },

    /**
     * Products priced together before there is a company or a cart (the recommended packages): the
     * order summary without a voucher or a customer, so Romanian VAT as for any buyer not known yet.
     */
    async quote(platform: Platform, products: readonly string[]): Promise<TOrderSummary> {
      const config = await findConfig(platform);
      const unknown = products.filter((id) => !config?.products[id]);
      if (unknown.length > 0) {
        throw new AppError('validation', 'The request is not valid.', [
          { path: 'products', message: 'validation.product.invalid' },
        ]);
      }
      return priceOrder({
        platform,
        config,
        products,
        voucher: undefined,
        today: romanianToday(now()),
        productName: (id) => deps.productName(id, platform),
        onMissingPrice: () => undefined,
      });
    },

    /** A partner's offer on a platform, priced; an unknown or inactive offer is a 404. */
    async offer(platform: Platform, offerId: string): Promise<PricedOffer> {
      const [config, offer] = await Promise.all([
        findConfig(platform),
        deps.repo.findOffer(platform, offerId),
      ]);
      if (!offer) throw new AppError('not_found', 'This partner offer is not available.');
      if (!config) deps.warn('Missing platform config', { platform });
      return priceOffer(offer, config);
    },
  };
}
export type PricingDomain = ReturnType<typeof createPricingDomain>;
