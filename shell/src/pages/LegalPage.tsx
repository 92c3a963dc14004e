import { addNamespace, useTranslation } from '@conform/i18n';
import { useShellState } from '../app/ShellProvider.tsx';
import { Page } from '@conform/ui';
import { useParams } from '@conform/shell-contract';
import legalEn from '../locales/legal.en.json';
import legalRo from '../locales/legal.ro.json';
import { NotFound } from './NotFound.tsx';

const PAGES = ['faq', 'terms', 'privacy', 'cookies'] as const;
export type LegalPageName = (typeof PAGES)[number];

/** The pages the sidebar opens in a new tab (docs/spec/behaviour.md §2): FAQ, terms, privacy and cookie policy. */
export function LegalPage({ page: given }: { page?: LegalPageName } = {}) {
  const { i18n } = useShellState();
  // The texts travel with this lazily loaded page, not in the shell's first download.
  if (!i18n.hasResourceBundle('ro', 'legal')) addNamespace(i18n, 'legal', { ro: legalRo, en: legalEn });
  const { t } = useTranslation(['legal', 'shell']);
  const { page = given ?? '' } = useParams();
  if (!(PAGES as readonly string[]).includes(page)) return <NotFound />;
  const name = page as LegalPageName;
  const sections = t(`${name}.sections`, { returnObjects: true }) as Array<{
    heading: string;
    text: string;
  }>;
  return (
    <Page title={t(`${name}.title`)} subtitle={t('shell:legal.updated')}>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </Page>
  );
}
