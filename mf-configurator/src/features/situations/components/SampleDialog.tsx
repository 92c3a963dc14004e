import { useTranslation } from '@conform/i18n';
import { documentsByCode, pick, productsForEdition, type TDataSubject } from '@conform/catalogues';
import { toPlatform, useCompanyQuery, useShell } from '@conform/shell-contract';
import { PdfPreviewDialog, Spinner } from '@conform/ui';
import { useEffect, useRef } from 'react';
import { useDocumentLinkMutation } from '../api/situationsApi.ts';

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
    // Once per opening (StrictMode runs effects twice; a link is a write).
    if (!type || asked.current) return;
    asked.current = true;
    void link({ companyId, type });
  }, [type, link, companyId]);

  const url = data?.url ?? (isError ? exampleUrl : null);
  return (
    <PdfPreviewDialog
      open
      title={t('sample.heading', { name })}
      closeLabel={t('sample.close')}
      onClose={onClose}
      url={url}
      frameTitle={t('sample.frameTitle', { name })}
      note={!data && url ? <p>{t('sample.example')}</p> : undefined}
    >
      {isLoading ? <Spinner label={t('sample.loading')} /> : null}
      {isError || !type ? <p>{t('sample.notYet')}</p> : null}
    </PdfPreviewDialog>
  );
}
