import { useTranslation } from '@conform/i18n';
import { documentsByCode, pick, productsForEdition, type TDataSubject } from '@conform/catalogues';
import { toPlatform, useCompanyQuery, useShell } from '@conform/shell-contract';
import { Button, Spinner } from '@conform/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useDocumentLinkMutation } from '../api/situationsApi.ts';

const Dialog = styled.dialog`
  width: min(960px, 94vw);
  height: min(90vh, 1200px);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 12px 40px rgba(16, 24, 40, 0.35);
  &::backdrop {
    background: rgba(16, 24, 40, 0.55);
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  iframe {
    flex: 1;
    width: 100%;
    border: none;
  }
  .body {
    padding: ${({ theme }) => theme.space(6)};
  }
  .note {
    margin: 0;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The package's sample document for this data subject, previewed in a dialog (docs/spec/behaviour.md §2): the
 * company's own copy of the catalogue's sample document, as generated from the situations described
 * here. Until the package is bought and generated there is none: the dialog then shows the same
 * document made for an example company (the documents service's samples), and says so.
 */
export function SampleDialog({
  companyId,
  subject,
  onClose,
}: {
  companyId: string;
  subject: TDataSubject;
  onClose: () => void;
}) {
  const { t } = useTranslation('configurator');
  const { locale, edition } = useShell();
  const ref = useRef<HTMLDialogElement>(null);
  const { data: company } = useCompanyQuery(companyId);
  const [link, { data, isError, isLoading }] = useDocumentLinkMutation();
  const owned = new Set([...(company?.products.pending ?? []), ...(company?.products.purchased ?? [])]);
  const candidates = productsForEdition(edition).filter((p) => p.dataSubject === subject);
  const product = candidates.find((p) => owned.has(p.id)) ?? candidates[0];
  const type = product?.sample.path
    .split('/')
    .at(-1)
    ?.replace(/\.pdf$/, '');
  const document = type ? documentsByCode[type as keyof typeof documentsByCode] : undefined;
  const name = document ? pick(document.name, locale, edition) : t('sample.title');
  const exampleUrl =
    product && type
      ? `/platform/api/documents/samples/${encodeURIComponent(product.id)}/${encodeURIComponent(type)}?lang=${locale}&platform=${toPlatform(edition)}`
      : null;
  const asked = useRef(false);

  useEffect(() => {
    ref.current?.showModal?.();
  }, []);
  useEffect(() => {
    // Once per opening (StrictMode runs effects twice; a link is a write).
    if (!type || asked.current) return;
    asked.current = true;
    void link({ companyId, type });
  }, [type, link, companyId]);

  return (
    <Dialog ref={ref} aria-labelledby="sample-title" onClose={onClose}>
      <header>
        <h2 id="sample-title">{t('sample.heading', { name })}</h2>
        <Button variant="secondary" onClick={onClose}>
          {t('sample.close')}
        </Button>
      </header>
      {data ? (
        <iframe src={data.url} title={t('sample.frameTitle', { name })} />
      ) : isError && exampleUrl ? (
        <>
          <p className="note">{t('sample.example')}</p>
          <iframe src={exampleUrl} title={t('sample.frameTitle', { name })} />
        </>
      ) : (
        <div className="body">
          {isLoading ? <Spinner label={t('sample.loading')} /> : null}
          {isError || !type ? <p>{t('sample.notYet')}</p> : null}
        </div>
      )}
    </Dialog>
  );
}
