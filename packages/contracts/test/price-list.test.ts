import { ZPriceListSchema, ZPriceQuoteQuerySchema } from '../src/index.ts';

describe('published prices contract', () => {
  it('takes a price list with products and bundles and their saving', () => {
    const list = {
      currency: 'EUR',
      vatRate: 0.21,
      pricesIncludeVat: false,
      products: [{ id: 'INT_MARKETING', price: 50, discount: 5 }],
      bundles: [
        {
          id: 'HR',
          name: { ro: 'Resurse umane', en: 'Human resources' },
          products: ['INT_RECRUITMENT', 'INT_EMPLOYEES'],
          price: 115,
          discount: 0,
          separately: 147,
          saving: 32,
        },
      ],
    };
    expect(ZPriceListSchema.parse(list)).toEqual(list);
    expect(ZPriceListSchema.safeParse({ ...list, currency: 'USD' }).success).toBe(false);
  });

  it('reads the products to quote from a comma-separated list, once each', () => {
    expect(ZPriceQuoteQuerySchema.parse({ products: 'EMPLOYEES, RECRUITMENT,EMPLOYEES' })).toEqual({
      products: ['EMPLOYEES', 'RECRUITMENT'],
    });
  });

  it('refuses an empty list or an id that is not a product id, saying where', () => {
    const empty = ZPriceQuoteQuerySchema.safeParse({ products: ' , ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ path: ['products'], message: 'validation.required' });
    expect(ZPriceQuoteQuerySchema.safeParse({ products: 'employees' }).success).toBe(false);
    expect(ZPriceQuoteQuerySchema.safeParse({}).success).toBe(false);
  });
});
