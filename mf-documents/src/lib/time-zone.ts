import { useActiveCompany } from '@conform/shell-contract';
import { companyTimeZone } from '@conform/ui';

/**
 * The zone every time of the documents area is shown and entered in: the company's (the kit's
 * `companyTimeZone`: Europe/Bucharest for a Romanian company, Europe/Berlin for one in Germany),
 * never the browser's. The company's country comes from the company the shell loaded before the
 * page (the shared RTK Query cache: no request of its own), or, on the public acknowledgement page,
 * which has no company in its address, from that page's answer (`country`). Romania's until known.
 */
export function useCompanyTimeZone(country?: string): string {
  const { company } = useActiveCompany();
  return companyTimeZone(country ?? company?.info.country);
}
