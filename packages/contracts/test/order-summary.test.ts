import { ZOrderSummarySchema } from '../src/index.ts';

const summary = {
  items: [
    { type: 'product', id: 'MARKETING', name: null, products: ['MARKETING'], price: 290, discount: 29 },
  ],
  totalPrice: 261,
  vat: 45.3,
  currency: 'RON',
  vatRate: 0.21,
  pricesIncludeVat: true,
};

describe('order summary contract', () => {
  it('says why a voucher code gave nothing, with one of the known reasons only', () => {
    for (const reason of ['unknown', 'platform', 'expired', 'usedUp', 'currency', 'products']) {
      expect(ZOrderSummarySchema.parse({ ...summary, voucherRejected: reason }).voucherRejected).toBe(reason);
    }
    expect(ZOrderSummarySchema.safeParse({ ...summary, voucherRejected: 'invalid' }).success).toBe(false);
    // A summary without a voucher code says nothing about one.
    expect(ZOrderSummarySchema.parse(summary)).not.toHaveProperty('voucherRejected');
  });
});
