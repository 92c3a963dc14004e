import { Page } from '@conform/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from './NotFound.tsx';

const PAGES = ['faq', 'terms', 'privacy', 'cookies'] as const;
type LegalPageName = (typeof PAGES)[number];

/** The pages the sidebar opens in a new tab (spec §2): FAQ, terms, privacy and cookie policy. */
export function LegalPage() {
  const { t } = useTranslation('shell');
  const { page = '' } = useParams();
  if (!(PAGES as readonly string[]).includes(page)) return <NotFound />;
  const name = page as LegalPageName;
  const sections = t(`legal.${name}.sections`, { returnObjects: true }) as Array<{
    heading: string;
    text: string;
  }>;
  return (
    <Page title={t(`legal.${name}.title`)} subtitle={t('legal.updated')}>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </Page>
  );
}
