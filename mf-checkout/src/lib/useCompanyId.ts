import { useParams } from '@conform/shell-contract';

/** The company of the current page (`/:companyId/…`; the shell only routes 20-character ids here). */
export function useCompanyId(): string {
  const { companyId = '' } = useParams();
  return companyId;
}
