import { readCompany } from '@conform/companies-service/read';
import { AppError, notFound, type SqlRunner } from '@conform/server-kit';

/**
 * The server decides what may be bought: only packages in the company's cart (pending) and not
 * bought already, read from the companies service's published read model. Anything else is a 409
 * naming the products, with message keys the checkout page translates.
 */
/** Returns the company, whose country and fiscal code decide the VAT rule of the order summary. */
export async function requireInCart(db: SqlRunner, companyId: string, products: readonly string[]) {
  const company = await readCompany(db, companyId);
  if (!company) throw notFound('Company');
  const details = products.flatMap((id, index) => {
    if (company.products.purchased.includes(id))
      return [{ path: `products.${index}`, message: 'validation.product.purchased' }];
    if (!company.products.pending.includes(id))
      return [{ path: `products.${index}`, message: 'validation.product.notInCart' }];
    return [];
  });
  if (details.length > 0) {
    const purchased = products.filter((id) => company.products.purchased.includes(id));
    throw new AppError(
      'conflict',
      purchased.length > 0
        ? `Already bought: ${purchased.join(', ')}. A package is bought once.`
        : 'Only the packages in the cart can be bought.',
      details,
    );
  }
  return company;
}

/** Whether any of the products is the company's already (a partner offer is then not sold again). */
export async function anyPurchased(db: SqlRunner, companyId: string, products: readonly string[]) {
  const company = await readCompany(db, companyId);
  if (!company) throw notFound('Company');
  return products.some((id) => company.products.purchased.includes(id));
}
