import { useTranslation } from '@conform/i18n';
import type { TCompany } from '@conform/contracts';
import { Alert, Button, Stack } from '@conform/ui';
import { paths, useNavigate } from '@conform/shell-contract';
import { dialogPath } from '../../../lib/paths.ts';

/** Whether the contact details the documents need are filled in (docs/spec/behaviour.md §5 contact info). */
export function hasContactInfo(company: TCompany): boolean {
  return Boolean(company.contactEmail && company.dataProtectionResponsible);
}

/**
 * The cart area's three banners (docs/spec/behaviour.md §2), each where it applies: contact details required (the
 * documents name them), the onboarding step to add a package (empty cart), help (contact, instructions).
 */
export function Banners({ company }: { company: TCompany }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(path);
  const { pending, purchased } = company.products;
  const hasProducts = pending.length + purchased.length > 0;
  // With nothing in the cart or bought, the empty state carries the same actions.
  if (!hasProducts) return null;

  return (
    <Stack $gap={3}>
      {!hasContactInfo(company) ? (
        <Alert kind="warning" title={t('banners.contactRequired.title')}>
          <Stack $row $gap={3}>
            <span>{t('banners.contactRequired.text')}</span>
            <Button variant="secondary" onClick={go(paths.contactInfo(company.id))}>
              {t('banners.contactRequired.action')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {pending.length === 0 && purchased.length > 0 ? (
        <Alert kind="info" title={t('banners.addPackage.title')}>
          <Stack $row $gap={3}>
            <span>{t('banners.addPackage.text')}</span>
            <Button variant="secondary" onClick={go(dialogPath(company.id, 'products/available'))}>
              {t('actions.addProduct')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {/* Help stays at hand after a purchase, not only while something waits in the cart. */}
      <Alert kind="info" title={t('banners.help.title')}>
        <Stack $row $gap={3}>
          <span>{t('banners.help.text')}</span>
          <Button variant="secondary" onClick={go(dialogPath(company.id, 'contact'))}>
            {t('actions.contact')}
          </Button>
          <Button variant="secondary" onClick={go(dialogPath(company.id, 'instructions'))}>
            {t('actions.instructions')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
