import { useTranslation } from '@conform/i18n';
import { findProduct, pick } from '@conform/catalogues';
import { Navigate, Outlet, paths, useActiveCompany, useParams, useShell } from '@conform/shell-contract';
import { Page, Spinner } from '@conform/ui';
import { useEffect } from 'react';
import type { AssistantContext } from '../hooks/useAssistantContext.ts';
import { useAssistantSession } from '../hooks/useAssistantSession.ts';

/**
 * `/:companyId/assistant/:product` (docs/spec/behaviour.md §2, §4): only a product of the company's cart or purchases
 * that has an assistant on this edition may be opened; any other is refused, logged, and the user
 * stays on (or goes back to) the dashboard.
 */
export function AssistantLayout() {
  const { t } = useTranslation('configurator');
  const { product = '' } = useParams();
  const { edition, locale, notify } = useShell();
  const { companyId, company } = useActiveCompany();
  const session = useAssistantSession(companyId, product);
  const found = findProduct(product);
  const subject = found?.editions.includes(edition) ? found.dataSubject : null;
  const owned = company
    ? [...company.products.pending, ...company.products.purchased].includes(product)
    : false;
  const refused = company !== undefined && (!subject || !owned);

  useEffect(() => {
    if (!refused) return;
    console.error(`Assistant refused: "${product}" is not a configurable package of company ${companyId}`);
    notify({ kind: 'error', title: t('errors.title'), message: t('assistant.invalidProduct') });
  }, [refused, product, companyId, notify, t]);

  if (refused) return <Navigate to={paths.dashboard(companyId)} replace />;
  if (!company || !found || !subject) {
    return (
      <Page title={t('assistant.loading')}>
        <Spinner label={t('assistant.loading')} />
      </Page>
    );
  }
  const context: AssistantContext = {
    companyId,
    product,
    productName: pick(found.name, locale, edition),
    subject,
    answers: session.answers,
    saveAnswers: session.save,
    forgetAnswers: session.forget,
  };
  return <Outlet context={context} />;
}
