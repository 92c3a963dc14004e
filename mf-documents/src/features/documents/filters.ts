import type { TCompanyDocument, TDocumentStatus } from '@conform/contracts';

/** The statuses the page filters by, as they appear in the address (`?status=`). */
export const STATUS_FILTERS = ['ready', 'incomplete', 'locked', 'processing', 'error'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const STATUS_OF: Record<TDocumentStatus, StatusFilter> = {
  READY: 'ready',
  NOT_CONFIGURED: 'incomplete',
  LOCKED: 'locked',
  PROCESSING: 'processing',
  ERROR: 'error',
};

export function statusFilterOf(status: TDocumentStatus): StatusFilter {
  return STATUS_OF[status];
}

/** What the documents page shows, read from its address so Back and a shared link keep it. */
export interface DocumentFilter {
  status: StatusFilter | null;
  /** A product (package) code, or null for all. */
  product: string | null;
  /** Only documents that still need data: not configured, or with blanks left to complete. */
  needsData: boolean;
  /** Words searched in the documents' titles. */
  q: string;
}

export function readFilter(params: URLSearchParams): DocumentFilter {
  const status = params.get('status');
  return {
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : null,
    product: params.get('package') || null,
    needsData: params.get('needs') === 'data',
    q: params.get('q') ?? '',
  };
}

/** The address query for a filter: only what narrows the list. */
export function writeFilter(filter: DocumentFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.product) params.set('package', filter.product);
  if (filter.needsData) params.set('needs', 'data');
  if (filter.q) params.set('q', filter.q);
  return params;
}

export function isFiltered(filter: DocumentFilter): boolean {
  return writeFilter(filter).size > 0;
}

/** Letters without diacritics and case, so "angajati" finds "Angajați". */
function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether a title holds every word searched, in any order. */
export function titleMatches(title: string, q: string): boolean {
  const words = folded(q).split(/\s+/).filter(Boolean);
  const text = folded(title);
  return words.every((word) => text.includes(word));
}

/**
 * Whether a document is shown (its package is chosen with its group): its status, whether it needs data (not configured, or
 * named by a question left to complete, `withBlanks`) and its title in the interface language.
 */
export function matches(
  document: TCompanyDocument,
  title: string,
  filter: DocumentFilter,
  withBlanks: ReadonlySet<string>,
): boolean {
  if (filter.status && statusFilterOf(document.status) !== filter.status) return false;
  if (filter.needsData && !needsData(document, withBlanks)) return false;
  return titleMatches(title, filter.q);
}

export function needsData(document: TCompanyDocument, withBlanks: ReadonlySet<string>): boolean {
  return (
    document.status === 'NOT_CONFIGURED' || (document.status === 'READY' && withBlanks.has(document.type))
  );
}
