import {
  partnerPaymentRequestSchemaFor,
  paymentRequestSchemaFor,
  ZOrderRequestSchema,
  ZPriceQuoteQuerySchema,
  type TPartnerOffer,
} from '@conform/contracts';
import {
  AppError,
  type CompanyAccess,
  type Db,
  type Logger,
  localeOf,
  type NotificationHub,
  platformOf,
  requireCompanyAdmin,
  requireUser,
  streamState,
} from '@conform/server-kit';
import type { Request, Router } from 'express';
import type { PricingDomain } from '../pricing/domain.ts';
import { anyPurchased, requireInCart } from './cart.ts';
import type { PaymentsDomain } from './domain.ts';

function originOf(req: Request): string | undefined {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : undefined;
}

function param(req: Request, name: string): string {
  return String(req.params[name]);
}

/** The spec's payment calls under `/platform/api/payments` (docs/spec/behaviour.md §7). */
export function paymentRoutes(
  router: Router,
  deps: {
    db: Db;
    access: CompanyAccess;
    pricing: PricingDomain;
    payments: PaymentsDomain;
    hub: NotificationHub;
    logger: Logger;
  },
): void {
  const companyAdmin = [requireUser, requireCompanyAdmin(deps.access)];

  // The published prices (public, like a price list on the website): what the quiz results, the
  // bundle page and the add-package dialog show; the service that charges them is their one source.
  router.get('/prices', async (req, res) => {
    res.json(await deps.pricing.prices(platformOf(req)));
  });

  // Products priced together before there is a cart (the recommended packages), bundles applied.
  router.get('/prices/quote', async (req, res) => {
    const { products } = ZPriceQuoteQuerySchema.parse(req.query);
    res.json(await deps.pricing.quote(platformOf(req), products));
  });

  router.post('/:companyId/order', ...companyAdmin, async (req, res) => {
    const request = ZOrderRequestSchema.parse(req.body);
    const company = await requireInCart(deps.db, param(req, 'companyId'), request.products);
    // The billing form's country and fiscal code when the page sends them, else the company record,
    // say who buys (the VAT rule of the edition).
    const customer = request.customer ?? {
      country: company.info.country,
      fiscalCode: company.info.fiscalCode,
    };
    res.json(await deps.pricing.summarize(platformOf(req), request.products, request.voucherCode, customer));
  });

  router.post('/:companyId', ...companyAdmin, async (req, res) => {
    const platform = platformOf(req);
    const request = paymentRequestSchemaFor(platform).parse(req.body);
    await requireInCart(deps.db, param(req, 'companyId'), request.products);
    const info = await deps.payments.start({
      companyId: param(req, 'companyId'),
      userId: req.user!.uid,
      platform,
      locale: localeOf(req),
      request,
      requestOrigin: originOf(req),
    });
    res.status(201).json(info);
  });

  // A card-network partner's custom product (docs/spec/behaviour.md §2 /:companyId/checkout/mastercard): the displayed
  // price; the card-brand discount is taken when the payment starts.
  router.get('/:companyId/partners/:offerId', ...companyAdmin, async (req, res) => {
    const offer = await deps.pricing.offer(platformOf(req), param(req, 'offerId'));
    res.json({
      id: param(req, 'offerId'),
      summary: offer.summary,
      paymentMethod: offer.paymentMethod,
      purchased: await anyPurchased(deps.db, param(req, 'companyId'), offer.products),
    } satisfies TPartnerOffer);
  });

  router.post('/:companyId/partners/:offerId', ...companyAdmin, async (req, res) => {
    const platform = platformOf(req);
    const request = partnerPaymentRequestSchemaFor(platform).parse(req.body);
    const offer = await deps.pricing.offer(platform, param(req, 'offerId'));
    if (await anyPurchased(deps.db, param(req, 'companyId'), offer.products)) {
      throw new AppError('conflict', 'A package of this offer was bought already.', [
        { path: 'products', message: 'validation.product.purchased' },
      ]);
    }
    const info = await deps.payments.startPartner({
      companyId: param(req, 'companyId'),
      userId: req.user!.uid,
      platform,
      locale: localeOf(req),
      offer,
      offerId: param(req, 'offerId'),
      request,
      requestOrigin: originOf(req),
    });
    res.status(201).json(info);
  });

  router.get('/:companyId/orders/:orderId', ...companyAdmin, async (req, res) => {
    res.json(await deps.payments.status(param(req, 'companyId'), param(req, 'orderId')));
  });

  // The payment return page's live status (docs/spec/behaviour.md §4): the same record, pushed on every change.
  // An unknown order is a 404 before the stream starts, so the page says so instead of waiting.
  router.get('/:companyId/orders/:orderId/events', ...companyAdmin, async (req, res) => {
    const companyId = param(req, 'companyId');
    const orderId = param(req, 'orderId');
    await streamState(req, res, {
      hub: deps.hub,
      key: orderId,
      event: 'payment',
      read: () => deps.payments.status(companyId, orderId),
      logger: deps.logger,
    });
  });
}
