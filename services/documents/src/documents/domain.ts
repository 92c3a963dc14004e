import { documentGroupsFor, isProductId, type TProductId } from '@conform/catalogues';
import type {
  TCompanyDocument,
  TCompanyDocumentGroup,
  TCompanyDocuments,
  TDocumentStatus,
} from '@conform/contracts';
import { AppError, newId, type Db } from '@conform/server-kit';
import { documentTexts, GUIDE_TYPE, productDocuments, productName, UTILS } from '../catalogue.ts';
import { readCompany, type CompanyForDocuments } from '../companies-read.ts';
import type { JobsRepository } from '../generation/repository.ts';
import type { WakeSignal } from '../generation/worker.ts';
import type { DocumentRecord, DocumentsRepository } from './repository.ts';

function toDocument(
  type: string,
  product: string,
  status: TDocumentStatus,
  record: DocumentRecord | undefined,
): TCompanyDocument {
  return {
    type,
    product,
    path: record?.path ?? null,
    status,
    updatedAt: (record?.updatedAt ?? new Date()).toISOString(),
    ...documentTexts(type),
  };
}

/**
 * Status of a catalogue document that has no record yet: a package not bought is LOCKED (buy it);
 * one bought but not configured is NOT_CONFIGURED (fill it in). A configured package's documents
 * appear once generated.
 */
function statusWithoutRecord(company: CompanyForDocuments, product: string): TDocumentStatus | undefined {
  if (product === UTILS) return undefined;
  if (!company.products.purchased.includes(product)) return 'LOCKED';
  if (!company.products.configured.includes(product)) return 'NOT_CONFIGURED';
  return undefined;
}

/** The documents page (spec §2, §4): one group per product of the company, then UTILS. */
export function groupDocuments(
  company: CompanyForDocuments,
  records: DocumentRecord[],
): TCompanyDocumentGroup[] {
  const { purchased, pending } = company.products;
  const known = [...purchased, ...pending].filter<TProductId>(isProductId);
  const order: string[] = documentGroupsFor(known, purchased.filter<TProductId>(isProductId)).map(
    (g) => g.id,
  );
  for (const record of records) if (!order.includes(record.product)) order.push(record.product);

  const groups: TCompanyDocumentGroup[] = [];
  for (const product of order) {
    const own = records.filter((r) => r.product === product);
    const catalogueTypes = productDocuments(product);
    const types = [
      ...catalogueTypes,
      ...own
        .map((r) => r.type)
        .filter((t) => !catalogueTypes.includes(t))
        .sort(),
    ];
    const documents: TCompanyDocument[] = [];
    for (const type of types) {
      const record = own.find((r) => r.type === type);
      const status = record?.status ?? statusWithoutRecord(company, product);
      if (status) documents.push(toDocument(type, product, status, record));
    }
    if (documents.length === 0 && product === UTILS) continue;
    groups.push({
      product,
      name: productName(product),
      available: product === UTILS || purchased.includes(product),
      inProgress: documents.some((d) => d.status === 'PROCESSING'),
      documents,
    });
  }
  return groups;
}

export function createDocumentsDomain(deps: {
  db: Db;
  documents: DocumentsRepository;
  jobs: JobsRepository;
  signal: WakeSignal;
}) {
  async function company(companyId: string): Promise<CompanyForDocuments> {
    const found = await readCompany(deps.db, companyId);
    // The access check already found it; this guards a company deleted in between.
    if (!found) throw new AppError('not_found', 'Company not found.');
    return found;
  }

  async function list(companyId: string): Promise<TCompanyDocuments> {
    const c = await company(companyId);
    const records = await deps.documents.listByCompany(companyId);
    return {
      companyId,
      hasProducts: c.products.pending.length + c.products.purchased.length > 0,
      groups: groupDocuments(c, records),
    };
  }

  return {
    list,

    /**
     * Regeneration (spec §7 "Regenerate documents"). This slice generates the usage guide, which
     * opens with the controller's identification; the render runs in the background.
     */
    async requestUpdate(companyId: string, locale: 'ro' | 'en'): Promise<TCompanyDocuments> {
      const c = await company(companyId);
      const documentLocale = c.platform === 'int' ? 'en' : locale;
      await deps.documents.markProcessing(companyId, GUIDE_TYPE, UTILS);
      await deps.jobs.enqueue({ id: newId(), companyId, type: GUIDE_TYPE, locale: documentLocale });
      deps.signal.wake();
      return list(companyId);
    },
  };
}
export type DocumentsDomain = ReturnType<typeof createDocumentsDomain>;
