import type { TCheckoutCurrency, TCompany, TOrderSummary } from '@conform/contracts';
import { findProduct } from '@conform/catalogues';
import { useCompanyDocumentsQuery, useShell } from '@conform/shell-contract';
import { formatMoney } from '@conform/ui';
import { useCartSummaryQuery, useCompanySituationsQuery } from '../../../lib/workspaceApi.ts';
import { companyDataFilled } from '../../../lib/paths.ts';
import { hasContactInfo } from '../components/Banners.tsx';

/** How VAT applies to the cart's prices: in them, added to them, or reverse-charged (none). */
export type VatRule = 'included' | 'added' | 'reverseCharge';

/** A price as checkout gave it: list price, the amount off, its currency and VAT rule. */
interface PriceFigures {
  price: number;
  discount: number;
  currency: TCheckoutCurrency;
  vat: VatRule;
}

/**
 * What a cart card says about the price: its own, or the bundle it is bought in (the bundle's
 * price, its products' list prices crossed out, the saving).
 */
export type PriceView =
  | ({ kind: 'price' } & PriceFigures)
  | ({ kind: 'bundle'; bundle: string } & PriceFigures)
  | { kind: 'unavailable' }
  | { kind: 'loading' };

/** The four steps of a package, in order (configured → contact info → paid → documents ready). */
export const STEPS = ['configured', 'contact', 'paid', 'documents'] as const;
export type Step = (typeof STEPS)[number];

export interface PackageState {
  price: PriceView;
  /** Processing operations configured for the package's data subject; null when it has none. */
  operationCount: number | null;
  /** The contact info page's section the package's documents are made from holds data. */
  sectionFilled: boolean;
  done: Record<Step, boolean>;
}

export interface CartTotal {
  amount: string;
  vat: string | null;
  includesVat: boolean;
}

/**
 * Each package's price, configured operations and progress, and the cart's total, from the
 * services that own them (checkout, configurator, documents). Prices and operations are read afresh
 * whenever the dashboard is opened (the configurator or a payment may have changed them meanwhile);
 * the documents' statuses are kept live by the documents service's stream.
 */
export function usePackageStates(company: TCompany) {
  const { locale } = useShell();
  const pending = company.products.pending;
  const summary = useCartSummaryQuery(
    { companyId: company.id, products: pending },
    { skip: pending.length === 0, refetchOnMountOrArgChange: true },
  );
  const situations = useCompanySituationsQuery(company.id, { refetchOnMountOrArgChange: true });
  const documents = useCompanyDocumentsQuery(company.id, { skip: company.products.purchased.length === 0 });

  const operationsBySubject = new Map<string, number>();
  for (const s of situations.data ?? []) {
    operationsBySubject.set(
      s.dataSubject,
      (operationsBySubject.get(s.dataSubject) ?? 0) + s.operations.length,
    );
  }
  const contact = hasContactInfo(company);
  const state = (productId: string): PackageState => {
    const product = findProduct(productId);
    const subject = product?.dataSubject ?? null;
    const group = documents.data?.groups.find((g) => g.product === productId);
    const documentsReady =
      group !== undefined && group.documents.length > 0 && group.documents.every((d) => d.status === 'READY');
    return {
      price: priceOf(productId, summary.data, summary.isFetching || summary.isLoading, locale),
      operationCount:
        subject === null ? null : situations.data ? (operationsBySubject.get(subject) ?? 0) : null,
      sectionFilled: companyDataFilled(company, productId),
      done: {
        configured:
          company.products.configured.includes(productId) || (product !== undefined && subject === null),
        contact,
        paid: company.products.purchased.includes(productId),
        documents: documentsReady,
      },
    };
  };
  const data = summary.data;
  const total: CartTotal | null =
    data && data.totalPrice !== null
      ? {
          amount: formatMoney(data.totalPrice, data.currency, locale),
          vat: data.vat === null ? null : formatMoney(data.vat, data.currency, locale),
          includesVat: data.pricesIncludeVat,
        }
      : null;
  return {
    state,
    total,
    pricesFailed: summary.isError,
    retryPrices: () => void summary.refetch(),
  };
}

function priceOf(
  productId: string,
  summary: TOrderSummary | undefined,
  loading: boolean,
  locale: 'ro' | 'en',
): PriceView {
  if (!summary) return loading ? { kind: 'loading' } : { kind: 'unavailable' };
  const line = summary.items.find((i) => i.type !== 'voucher' && i.products.includes(productId));
  if (!line || line.price === null) return { kind: 'unavailable' };
  const figures: PriceFigures = {
    price: line.price,
    discount: line.discount,
    currency: summary.currency,
    vat: summary.reverseCharge ? 'reverseCharge' : summary.pricesIncludeVat ? 'included' : 'added',
  };
  if (line.type !== 'product') return { kind: 'bundle', bundle: line.name?.[locale] ?? line.id, ...figures };
  return { kind: 'price', ...figures };
}
