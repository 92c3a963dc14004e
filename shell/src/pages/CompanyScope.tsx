import { COMPANY_ID_PATTERN } from '@conform/shell-contract';
import { Outlet, useParams } from 'react-router';
import { NotFound } from './NotFound.tsx';

/** `/:companyId/…`: only a 20-word-character id is a company (spec §2); anything else is not found. */
export function CompanyScope() {
  const { companyId = '' } = useParams();
  if (!COMPANY_ID_PATTERN.test(companyId)) return <NotFound />;
  return <Outlet />;
}
