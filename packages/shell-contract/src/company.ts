import type { TCompany } from '@conform/contracts';
import { statusOf } from '@conform/contracts/error-body';
import { companyTimeZone } from '@conform/contracts/time-zone';
import { COMPANY_ID_PATTERN } from './editions.ts';
import { useCompanyQuery } from './queries.ts';
import { useParams } from './router.tsx';

export interface ActiveCompany {
  /** The company of the current page (`/:companyId/…`; the shell routes only 20-character ids there). */
  companyId: string;
  /** The company, once loaded (the shell loaded it before showing the page: usually at once). */
  company: TCompany | undefined;
  isLoading: boolean;
  /** Loading failed (see `denied` for a company the user may not open). */
  isError: boolean;
  /** The user may not open this company (403): pages send them to the root with the access error. */
  denied: boolean;
  refetch: () => void;
}

/** The company whose pages are open: its id from the path, and the company itself (shared cache). */
export function useActiveCompany(): ActiveCompany {
  const { companyId = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useCompanyQuery(companyId, {
    skip: !COMPANY_ID_PATTERN.test(companyId),
  });
  return {
    companyId,
    company: data,
    isLoading,
    isError,
    denied: statusOf(error) === 403,
    refetch: () => void refetch(),
  };
}

/**
 * The zone every time of a company's pages is shown and entered in: the company's (the kit's
 * `companyTimeZone`: Europe/Bucharest for a Romanian company, Europe/Berlin for one in Germany),
 * never the browser's. The company's country comes from the company the shell loaded before the
 * page (the shared RTK Query cache: no request of its own), or, on a page with no company in its
 * address (the public acknowledgement page), from that page's answer (`country`). Romania's until
 * known. One hook for every remote, so each shows a company's times alike.
 */
export function useCompanyTimeZone(country?: string): string {
  const { company } = useActiveCompany();
  return companyTimeZone(country ?? company?.info.country);
}
