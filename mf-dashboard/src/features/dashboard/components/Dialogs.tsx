import { useTranslation } from '@conform/i18n';
import {
  paths,
  useActiveCompany,
  useNavigate,
  usePriceListQuery,
  useShell,
  type MeetingsWidget,
} from '@conform/shell-contract';
import { Button, formatMoney, formatRate, Modal, PriceTag, Spinner, Stack } from '@conform/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAddPendingProductMutation } from '../../../lib/companiesApi.ts';
import { editionProducts } from '../../../lib/products.ts';
import { useContactRequest } from '../hooks/useContactRequest.ts';
import { useExternalScript } from '../hooks/useExternalScript.ts';

/** Closing a dashboard dialog returns to the dashboard. */
function useClose(): () => void {
  const navigate = useNavigate();
  const { companyId } = useActiveCompany();
  return useCallback(() => void navigate(paths.dashboard(companyId)), [navigate, companyId]);
}

const Steps = styled.ol`
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const INSTRUCTION_STEPS = ['add', 'configure', 'contact', 'buy'] as const;

/** Instructions for customising the documents (docs/spec/behaviour.md §2): four steps and an acknowledge button. */
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

const WidgetFrame = styled.div`
  iframe {
    display: block;
    width: 100%;
    min-height: 420px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/**
 * The meetings widget (docs/spec/behaviour.md §1, §7): the provider's script is loaded while this is on screen and fills
 * the container with its booking page; it is removed when the dialog closes or the page is left.
 */
function MeetingsCalendar({ widget, onFailure }: { widget: MeetingsWidget; onFailure: () => void }) {
  const { t } = useTranslation('dashboard');
  const status = useExternalScript(widget.scriptUrl);
  const container = useRef<HTMLDivElement>(null);
  const label = t('contact.widgetLabel');

  // Once per failure, whatever the caller's callback identity.
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  }, [onFailure]);
  useEffect(() => {
    if (status === 'error') failure.current();
  }, [status]);

  // The provider's frame comes without an accessible name: give it one whenever it appears.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const name = () =>
      element.querySelectorAll('iframe:not([title])').forEach((frame) => frame.setAttribute('title', label));
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);

  return (
    <>
      {status === 'loading' ? <Spinner label={t('contact.widgetLoading')} /> : null}
      <WidgetFrame ref={container} className="meetings-iframe-container" data-src={widget.pageUrl} />
    </>
  );
}

/**
 * Contact and help (docs/spec/behaviour.md §1): schedule a discussion with a data-protection expert in the meetings
 * widget this deployment configures. If its script cannot be loaded, an error notice says so and the
 * dialog closes (docs/spec/behaviour.md §8).
 */
export function ContactDialog() {
  const { t } = useTranslation('dashboard');
  const { meetings, notify } = useShell();
  const close = useClose();
  const failed = useCallback(() => {
    notify({ kind: 'error', title: t('common.errorTitle'), message: t('contact.widgetFailed') });
    close();
  }, [notify, t, close]);
  useContactRequest(useActiveCompany().companyId);
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
        {meetings ? (
          <MeetingsCalendar widget={meetings} onFailure={failed} />
        ) : (
          <p>{t('contact.widgetUnavailable')}</p>
        )}
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

/** Add package (docs/spec/behaviour.md §2 products/available): the edition's products not yet in the cart or bought. */
export function AddProductDialog() {
  const { t } = useTranslation('dashboard');
  const { locale, edition, notify } = useShell();
  const close = useClose();
  const { companyId, company } = useActiveCompany();
  const [add] = useAddPendingProductMutation();
  const [adding, setAdding] = useState<string | null>(null);
  const taken = new Set([...(company?.products.pending ?? []), ...(company?.products.purchased ?? [])]);
  const all = editionProducts(locale, edition);
  const offers = all.filter((p) => !taken.has(p.id));
  // The checkout service's published prices: never computed here.
  const prices = usePriceListQuery();
  const list = prices.data;
  const vatNote = list ? t(list.pricesIncludeVat ? 'price.vat.included' : 'price.vat.added') : '';
  const nameOf = (id: string) => all.find((p) => p.id === id)?.name ?? id;
  const priceTag = (price: number, discount: number, extra?: string) =>
    list ? (
      <PriceTag
        price={price}
        discount={discount}
        currency={list.currency}
        locale={locale}
        vatNote={vatNote}
        beforeLabel={t('price.before')}
        extra={extra}
      />
    ) : null;

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
      {list ? (
        <p>
          {list.pricesIncludeVat
            ? t('addProduct.vatRule.included', { rate: formatRate(list.vatRate, locale) })
            : t('addProduct.vatRule.added', { rate: formatRate(list.vatRate, locale) })}
        </p>
      ) : prices.isError ? (
        <p>{t('price.failed')}</p>
      ) : null}
      <OfferList aria-label={t('addProduct.listLabel')}>
        {offers.map((product) => {
          const listed = list?.products.find((p) => p.id === product.id);
          return (
            <Offer key={product.id}>
              <div>
                <strong>{product.name}</strong>
                <p>{t('product.documents', { count: product.documentCount ?? 0 })}</p>
                {listed ? priceTag(listed.price, listed.discount) : null}
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
          );
        })}
      </OfferList>
      {list && list.bundles.length > 0 ? (
        <section aria-labelledby="add-product-bundles">
          <h3 id="add-product-bundles">{t('addProduct.bundles')}</h3>
          <OfferList>
            {list.bundles.map((bundle) => (
              <Offer key={bundle.id}>
                <div>
                  <strong>{bundle.name[locale]}</strong>
                  <p>{t('addProduct.bundleHolds', { products: bundle.products.map(nameOf).join(', ') })}</p>
                  {priceTag(
                    bundle.separately,
                    bundle.saving,
                    t('price.bundleSaving', { saving: formatMoney(bundle.saving, list.currency, locale) }),
                  )}
                </div>
              </Offer>
            ))}
          </OfferList>
        </section>
      ) : null}
    </Modal>
  );
}
