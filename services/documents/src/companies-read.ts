import type { SqlRunner } from '@conform/server-kit';

/**
 * The one read of another service's table this service makes besides the access check: the company
 * a document is generated from. Kept in this module, named for its owner, so the coupling is in one
 * place (ARCHITECTURE §5); when the companies service offers an internal read API, only this changes.
 */
export interface CompanyForDocuments {
  id: string;
  platform: 'ro' | 'en' | 'int';
  info: {
    fiscalCode: string;
    registrationNumber: string;
    name: string;
    country: string;
    city: string;
    county: string;
    streetAddress: string;
    phoneNumber: string;
  };
  dataProtectionResponsible: { isDpo: boolean; email: string; name: string; phone: string } | null;
  contactEmail: string | null;
  products: { pending: string[]; configured: string[]; purchased: string[] };
}

interface CompanyRow {
  id: string;
  platform: string;
  info: Partial<CompanyForDocuments['info']> | null;
  data_protection_responsible: CompanyForDocuments['dataProtectionResponsible'];
  contact_email: string | null;
  products_pending: string[] | null;
  products_configured: string[] | null;
  products_purchased: string[] | null;
}

export async function readCompany(
  db: SqlRunner,
  companyId: string,
): Promise<CompanyForDocuments | undefined> {
  const [row] = await db.query<CompanyRow>(
    `SELECT id, platform, info, data_protection_responsible, contact_email,
            products_pending, products_configured, products_purchased
       FROM companies.companies WHERE id = $1`,
    [companyId],
  );
  if (!row) return undefined;
  const info = row.info ?? {};
  return {
    id: row.id,
    platform: row.platform === 'en' || row.platform === 'int' ? row.platform : 'ro',
    info: {
      fiscalCode: info.fiscalCode ?? '',
      registrationNumber: info.registrationNumber ?? '',
      name: info.name ?? '',
      country: info.country ?? '',
      city: info.city ?? '',
      county: info.county ?? '',
      streetAddress: info.streetAddress ?? '',
      phoneNumber: info.phoneNumber ?? '',
    },
    dataProtectionResponsible: row.data_protection_responsible,
    contactEmail: row.contact_email,
    products: {
      pending: row.products_pending ?? [],
      configured: row.products_configured ?? [],
      purchased: row.products_purchased ?? [],
    },
  };
}
