import { useTranslation } from '@conform/i18n';
import { useCompanyQuery, useNavigate, useShell } from '@conform/shell-contract';
import { Button, Modal, Stack } from '@conform/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useAddPendingProductMutation } from '../../../lib/companiesApi.ts';
import { companyPaths } from '../../../lib/paths.ts';
import { editionProducts } from '../../../lib/products.ts';
import { useCompanyId } from '../../../lib/useCompanyId.ts';

/** Closing a dashboard dialog returns to the dashboard. */
function useClose(): () => void {
  const navigate = useNavigate();
  const companyId = useCompanyId();
  return useCallback(() => void navigate(companyPaths.dashboard(companyId)), [navigate, companyId]);
}

const Steps = styled.ol`
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const INSTRUCTION_STEPS = ['add', 'configure', 'contact', 'buy'] as const;

/** Instructions for customising the documents (spec §2): four steps and an acknowledge button. */
export function InstructionsDialog() {
  const { t } = useTranslation('dashboard');
  const close = useClose();
  return (
    <Modal
      open
      title={t('instructions.title')}
      onClose={close}
      closeLabel={t('common.close')}
      actions={<Button onClick={close}>{t('instructions.understood')}</Button>}
    >
      <Steps>
        {INSTRUCTION_STEPS.map((step) => (
          <li key={step}>
            <strong>{t(`instructions.steps.${step}.title`)}</strong>
            <div>{t(`instructions.steps.${step}.text`)}</div>
          </li>
        ))}
      </Steps>
    </Modal>
  );
}

/** Contact and help (spec §1): talk to a data-protection expert. The meetings widget comes later. */
export function ContactDialog() {
  const { t } = useTranslation('dashboard');
  const close = useClose();
  return (
    <Modal
      open
      title={t('contact.title')}
      onClose={close}
      closeLabel={t('common.close')}
      actions={
        <Button variant="secondary" onClick={close}>
          {t('common.close')}
        </Button>
      }
    >
      <Stack $gap={3}>
        <p>{t('contact.text')}</p>
        <p>{t('contact.widgetPending')}</p>
      </Stack>
    </Modal>
  );
}

const Offer = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const OfferList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Add package (spec §2 products/available): the edition's products not yet in the cart or bought. */
export function AddProductDialog() {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const close = useClose();
  const companyId = useCompanyId();
  const { data: company } = useCompanyQuery(companyId);
  const [add] = useAddPendingProductMutation();
  const [adding, setAdding] = useState<string | null>(null);
  const taken = new Set([...(company?.products.pending ?? []), ...(company?.products.purchased ?? [])]);
  const offers = editionProducts(locale, edition).filter((p) => !taken.has(p.id));

  async function addProduct(productId: string, name: string) {
    setAdding(productId);
    try {
      await add({ companyId, productId }).unwrap();
      notify({ kind: 'success', message: t('addProduct.added', { name }), timeoutMs: 4000 });
    } catch {
      notify({
        kind: 'error',
        title: t('common.errorTitle'),
        message: t('common.actionFailed', { action: t('addProduct.action') }),
      });
    } finally {
      setAdding(null);
    }
  }

  return (
    <Modal
      open
      title={t('addProduct.title')}
      onClose={close}
      closeLabel={t('common.close')}
      working={adding !== null}
      workingLabel={t('addProduct.adding')}
      actions={
        <Button variant="secondary" onClick={close} disabled={adding !== null}>
          {t('common.close')}
        </Button>
      }
    >
      {offers.length === 0 ? <p>{t('addProduct.none')}</p> : null}
      <OfferList aria-label={t('addProduct.listLabel')}>
        {offers.map((product) => (
          <Offer key={product.id}>
            <div>
              <strong>{product.name}</strong>
              <p>{t('product.documents', { count: product.documentCount ?? 0 })}</p>
            </div>
            <Button
              variant="secondary"
              disabled={adding !== null}
              aria-label={t('addProduct.addNamed', { name: product.name })}
              onClick={() => void addProduct(product.id, product.name)}
            >
              {t('addProduct.add')}
            </Button>
          </Offer>
        ))}
      </OfferList>
    </Modal>
  );
}
