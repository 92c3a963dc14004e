import { jest } from '@jest/globals';
import type { TInterestAssessmentList } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { screen } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { InterestAssessmentsPage } = await import('./InterestAssessmentsPage.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

const assessments: TInterestAssessmentList = {
  assessments: [
    {
      key: 'op-1',
      interestKind: null,
      operations: [
        {
          id: 'op-1',
          situationId: 's-1',
          dataSubject: 'PERSONAL_CLIENTS',
          name: 'Loyalty card',
          assessedAlone: false,
        },
      ],
      answers: {
        purpose: null,
        necessity: null,
        minimisation: null,
        retention: null,
        expectations: null,
        consequences: null,
        safeguards: null,
        conclusion: null,
        reviewedBy: 'user-1',
        // 22:30 UTC on 31 October: 1 November at 00:30 in Romania, still 31 October in Berlin.
        reviewedAt: '2026-10-31T22:30:00.000Z',
      },
    },
  ],
};

/** The page of a company in `country`, its assessments answered by the stand-in services. */
async function openPage(locale: 'ro' | 'en', country: string) {
  serveRequests(({ method, path }) =>
    method === 'GET' && path.endsWith('/legitimate-interest-assessments')
      ? { status: 200, body: assessments }
      : method === 'GET' && path === '/platform/api/documents/legitimate-interest/standard-answers'
        ? { status: 200, body: { language: locale, kinds: [] } }
        : { status: 404, body: { code: 'not_found' } },
  );
  await renderInShell({
    namespace: 'configurator',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID },
    company: testCompany({ info: { country } }),
    routes: [{ path: '/:companyId/configurator/legitimate-interest', element: <InterestAssessmentsPage /> }],
    path: `/${COMPANY_ID}/configurator/legitimate-interest`,
  });
}

// Whatever the machine's zone (they pass with TZ=America/New_York too), the company's zone is shown.
describe('when the answers to a legitimate interest assessment were saved', () => {
  it('is said in Romania’s time for a Romanian company, with the zone (ro)', async () => {
    await openPage('ro', 'RO');
    expect(
      await screen.findByText('Răspunsuri salvate la 1 noiembrie 2026 la 00:30 (ora României).'),
    ).toBeTruthy();
  });

  it('is said in Berlin’s time for a company in Germany, with its zone (en)', async () => {
    await openPage('en', 'DE');
    expect(
      await screen.findByText('Answers saved on 31 October 2026 at 23:30 (Central European Time).'),
    ).toBeTruthy();
  });
});
