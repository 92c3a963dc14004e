import { useState } from 'react';
import { useTranslation } from '@conform/i18n';
import type { TCompanyLegalUpdate } from '@conform/contracts';
import { Alert, Button, Stack } from '@conform/ui';
import { Link, paths, useShell } from '@conform/shell-contract';
import { useConfirmLegalUpdateMutation, useLegalUpdatesQuery } from '../api/legalUpdatesApi.ts';

/** A day (YYYY-MM-DD) as the reader writes it. */
function formatDay(day: string, locale: 'ro' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The dashboard's notice of the legal updates an admin has not confirmed yet (docs/legal-updates.md):
 * each with its title, the day it applies from and its summary; "See the changes" shows the redline
 * of each of the company's documents it made again, and "I have read it" records the confirmation.
 * Confirming records the reading only: the documents apply the law from its day either way. An
 * update announced ahead (a legal figure's change still to come) says so, and its changes are a
 * preview of what the documents will say on its day.
 */
export function LegalUpdatesNotice({ companyId }: { companyId: string }) {
  const { t } = useTranslation('dashboard');
  const { data } = useLegalUpdatesQuery(companyId);
  const open = data?.updates.filter((u) => u.confirmedAt === null) ?? [];
  if (open.length === 0) return null;
  return (
    <Alert kind="info" title={t('legalUpdates.title')}>
      <Stack $gap={4}>
        {open.map((update) => (
          <LegalUpdate key={update.id} companyId={companyId} update={update} />
        ))}
      </Stack>
    </Alert>
  );
}

function LegalUpdate({ companyId, update }: { companyId: string; update: TCompanyLegalUpdate }) {
  const { t } = useTranslation('dashboard');
  const { locale, notify } = useShell();
  const [shown, setShown] = useState(false);
  const [confirm, { isLoading }] = useConfirmLegalUpdateMutation();
  const regionId = `legal-update-${update.id}`;
  const withBlanks = update.documents.filter((d) => d.blanks > 0);
  const onConfirm = () =>
    void confirm({ companyId, updateId: update.id })
      .unwrap()
      .catch(() => notify({ kind: 'error', message: t('legalUpdates.confirmFailed') }));
  return (
    <article aria-labelledby={`${regionId}-title`}>
      <h3 id={`${regionId}-title`}>
        {update.title[locale]}
        {update.preview ? <small> ({t('legalUpdates.preview')})</small> : null}
      </h3>
      <p>
        {t('legalUpdates.effective', { day: formatDay(update.effective, locale) })}
        {update.preview ? ` ${t('legalUpdates.announced')}` : null}
      </p>
      <p>{update.summary[locale]}</p>
      {withBlanks.length > 0 ? (
        <p>
          {t('legalUpdates.blanks', { count: withBlanks.length })}{' '}
          <Link to={paths.documents(companyId)}>{t('legalUpdates.toComplete')}</Link>
        </p>
      ) : null}
      <Stack $row $gap={3}>
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls={regionId}
          onClick={() => setShown((v) => !v)}
        >
          {t('legalUpdates.seeChanges')}
        </Button>
        <Button variant="primary" disabled={isLoading} onClick={onConfirm}>
          {t('legalUpdates.confirm')}
        </Button>
      </Stack>
      {shown ? (
        <section
          id={regionId}
          aria-label={t(update.preview ? 'legalUpdates.previewOf' : 'legalUpdates.changesOf', {
            title: update.title[locale],
          })}
        >
          {update.documents.map((document) => (
            <div key={document.type}>
              <h4>{document.name[locale]}</h4>
              {document.diff === null ? (
                <p>{t(update.preview ? 'legalUpdates.unchangedPreview' : 'legalUpdates.unchanged')}</p>
              ) : (
                document.diff.sections.map((section) => (
                  <div key={section.id}>
                    <h5>{section.title}</h5>
                    <p>
                      {section.parts.map((part, i) =>
                        part.op === 'removed' ? (
                          <del key={i} aria-label={`${t('legalUpdates.removed')} ${part.text}`}>
                            {part.text}
                          </del>
                        ) : part.op === 'added' ? (
                          <ins key={i} aria-label={`${t('legalUpdates.added')} ${part.text}`}>
                            {part.text}
                          </ins>
                        ) : (
                          <span key={i}>{part.text}</span>
                        ),
                      )}
                    </p>
                  </div>
                ))
              )}
            </div>
          ))}
        </section>
      ) : null}
    </article>
  );
}
