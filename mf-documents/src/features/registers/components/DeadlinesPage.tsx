import type { TDeadline } from '@conform/contracts';
import { useTranslation } from '@conform/i18n';
import { Link, paths, useActiveCompany, useCompanyTimeZone, useShell } from '@conform/shell-contract';
import { formatDateTime, formatDay, Page, Stack } from '@conform/ui';
import { useGetDeadlinesQuery } from '../api/registersApi.ts';
import { Due, Muted, RegisterState, Scroll, Table, Toolbar } from './shared.tsx';
import { TapTargets } from '../../../components/layout.tsx';

/** Where each kind of clock is dealt with. */
const WHERE: Record<TDeadline['kind'], (companyId: string) => string> = {
  REQUEST: (companyId) => `${paths.documents(companyId)}/requests`,
  BREACH: (companyId) => `${paths.documents(companyId)}/breaches`,
  REVIEW: (companyId) => paths.documents(companyId),
  WHISTLEBLOWING: (companyId) => `${paths.documents(companyId)}/whistleblowing`,
};

const TONE = { OVERDUE: 'late', DUE_SOON: 'soon', OPEN: 'ok', PAUSED: 'done' } as const;

/**
 * Every open legal clock of the company on one page, soonest first (the documents service's
 * `deadlines`): requests to answer (paused while an identity is checked), breaches to notify,
 * whistleblowing reports to acknowledge and answer, documents to review, each with its due day
 * (a breach's hour), how much time is left in words, the rule it comes from and a link to where it
 * is dealt with.
 */
export function DeadlinesPage() {
  const { t } = useTranslation('documents');
  const { locale, edition } = useShell();
  const timeZone = useCompanyTimeZone();
  const { companyId } = useActiveCompany();
  const { data, isLoading, isError, refetch } = useGetDeadlinesQuery(companyId);
  const deadlines = data?.deadlines ?? [];
  const language = locale === 'en' ? 'en' : 'ro';

  const what = (d: TDeadline) => {
    if (d.kind === 'REQUEST')
      return t('registers.deadlines.request', {
        number: d.reference,
        right: t(`registers.rights.${d.subject ?? 'ACCESS'}`),
      });
    if (d.kind === 'BREACH') return t('registers.deadlines.breach', { number: d.reference });
    if (d.kind === 'WHISTLEBLOWING')
      return d.subject === 'ACKNOWLEDGEMENT'
        ? t('registers.deadlines.acknowledge', { number: d.reference })
        : t('registers.deadlines.feedback', { number: d.reference });
    const title = d.title
      ? ((edition === 'INT' ? d.title.int : undefined) ?? d.title[language])
      : d.reference;
    return t('registers.deadlines.review', { title });
  };
  const left = (d: TDeadline) => {
    // The deadline before the pause: it moves once the identity is confirmed.
    if (d.state === 'PAUSED') return t('registers.deadlines.paused');
    if (d.hoursLeft !== null)
      return d.hoursLeft < 0
        ? t('registers.deadlines.hoursOverdue', { count: -d.hoursLeft })
        : t('registers.deadlines.hoursLeft', { count: d.hoursLeft });
    if (d.daysLeft === 0) return t('registers.requests.dueToday');
    return d.daysLeft < 0
      ? t('registers.requests.overdue', { count: -d.daysLeft })
      : t('registers.requests.daysLeft', { count: d.daysLeft });
  };

  return (
    <Page title={t('registers.deadlines.title')} subtitle={t('registers.deadlines.subtitle')}>
      <TapTargets>
        <Stack $gap={5}>
          <Toolbar>
            <Link to={paths.documents(companyId)}>← {t('registers.back')}</Link>
            <Link to={`${paths.documents(companyId)}/whistleblowing`}>
              {t('registers.whistleblowing.title')}
            </Link>
          </Toolbar>
          <RegisterState
            loading={isLoading}
            failed={isError}
            retry={() => void refetch()}
            empty={data && deadlines.length === 0 ? t('registers.deadlines.empty') : null}
          />
          {deadlines.length > 0 ? (
            <Scroll>
              <Table aria-label={t('registers.deadlines.title')}>
                <thead>
                  <tr>
                    <th scope="col">{t('registers.deadlines.due')}</th>
                    <th scope="col">{t('registers.deadlines.what')}</th>
                    <th scope="col">{t('registers.deadlines.rule')}</th>
                  </tr>
                </thead>
                <tbody>
                  {deadlines.map((d) => (
                    <tr key={`${d.kind}:${d.id}:${d.subject ?? ''}`}>
                      <td data-label={t('registers.deadlines.due')}>
                        {d.kind === 'BREACH'
                          ? formatDateTime(d.due, locale, timeZone)
                          : formatDay(d.due, locale)}
                        <br />
                        <Due $tone={TONE[d.state]}>{left(d)}</Due>
                      </td>
                      <td data-label={t('registers.deadlines.what')}>
                        <Link to={WHERE[d.kind](companyId)}>{what(d)}</Link>
                        {d.extended ? (
                          <>
                            <br />
                            <Muted>{t('registers.deadlines.extended')}</Muted>
                          </>
                        ) : null}
                      </td>
                      <td data-label={t('registers.deadlines.rule')}>
                        <Muted>{d.source[language]}</Muted>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          ) : null}
        </Stack>
      </TapTargets>
    </Page>
  );
}
