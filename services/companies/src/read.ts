/**
 * The companies service's published read model (`@conform/companies-service/read`): what other
 * services may know about a company, read from the `companies.company_view` view that this
 * service's migrations create and keep compatible. Other services import this module only; they
 * never name the companies tables (lint enforces it, and in cluster mode their roles cannot).
 */
import type { TSourceMark } from '@conform/contracts/events';
import type { SqlRunner } from '@conform/server-kit';

export interface CompanyReadModel {
  id: string;
  platform: 'ro' | 'en' | 'int';
  adminIds: string[];
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
  /** The dirty list with when each source was marked (oldest first). */
  dirty: TSourceMark[];
  updatedAt: string;
}

interface CompanyViewRow {
  id: string;
  platform: string;
  admin_ids: string[] | null;
  info: Partial<CompanyReadModel['info']> | null;
  data_protection_responsible: CompanyReadModel['dataProtectionResponsible'];
  contact_email: string | null;
  products_pending: string[] | null;
  products_configured: string[] | null;
  products_purchased: string[] | null;
  dirty: string[] | null;
  dirty_marked_at: Record<string, string> | null;
  updated_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function toReadModel(row: CompanyViewRow): CompanyReadModel {
  const info = row.info ?? {};
  const updatedAt = iso(row.updated_at);
  return {
    id: row.id,
    platform: row.platform === 'en' || row.platform === 'int' ? row.platform : 'ro',
    adminIds: row.admin_ids ?? [],
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
    // A source marked before the times were recorded counts as marked at the last update.
    dirty: (row.dirty ?? []).map((source) => ({
      source,
      markedAt: iso(row.dirty_marked_at?.[source] ?? updatedAt),
    })),
    updatedAt,
  };
}

/** One company, or undefined. Pass a transaction to read inside it. */
export async function readCompany(db: SqlRunner, companyId: string): Promise<CompanyReadModel | undefined> {
  const [row] = await db.query<CompanyViewRow>(`SELECT * FROM companies.company_view WHERE id = $1`, [
    companyId,
  ]);
  return row ? toReadModel(row) : undefined;
}
