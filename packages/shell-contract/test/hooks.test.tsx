/** The contract's hooks for the remotes' pages: the active company, the shared paths, validation messages. */
import type { TCompany } from '@conform/contracts';

const { renderInShell } = await import('../src/testing.tsx');
const { screen } = await import('@testing-library/react');
const { paths, sharedApi, useActiveCompany, useValidationMessage } = await import('../src/index.ts');

const COMPANY_ID = 'C0mpany0000000000001';
const company = { id: COMPANY_ID, info: { name: 'Exemplu SRL' } } as TCompany;

function ActiveCompany() {
  const { companyId, company, isLoading } = useActiveCompany();
  return <p>{`id=${companyId} name=${company?.info.name ?? '-'} loading=${String(isLoading)}`}</p>;
}

describe('useActiveCompany', () => {
  it('answers the page’s company id and the company from the shared cache', async () => {
    await renderInShell({
      namespace: 'test',
      resources: { ro: {}, en: {} },
      routes: [{ path: '/:companyId/dashboard', element: <ActiveCompany /> }],
      path: `/${COMPANY_ID}/dashboard`,
      prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, company)),
    });
    expect(screen.getByText(`id=${COMPANY_ID} name=Exemplu SRL loading=false`)).toBeTruthy();
  });

  it('asks for nothing for an id that is not a company id', async () => {
    await renderInShell({
      namespace: 'test',
      resources: { ro: {}, en: {} },
      routes: [{ path: '/:companyId/dashboard', element: <ActiveCompany /> }],
      path: '/not-a-company/dashboard',
    });
    expect(screen.getByText('id=not-a-company name=- loading=false')).toBeTruthy();
  });
});

describe('paths', () => {
  it('names the pages the remotes link to each other', () => {
    expect(paths.dashboard(COMPANY_ID)).toBe(`/${COMPANY_ID}/dashboard`);
    expect(paths.dashboard(COMPANY_ID, { onboarding: true })).toBe(`/${COMPANY_ID}/dashboard?onboarding`);
    expect(paths.configurator(COMPANY_ID, 'PERSONAL_CLIENTS')).toBe(
      `/${COMPANY_ID}/configurator/personal_clients`,
    );
    expect(paths.documents(COMPANY_ID, 'GDPR_BASIC')).toBe(`/${COMPANY_ID}/documents#GDPR_BASIC`);
    expect(paths.mastercardCheckout(COMPANY_ID)).toBe(`/${COMPANY_ID}/checkout/mastercard`);
    expect(paths.onboardingStart).toBe('/onboarding/start');
  });
});

function Messages({ section, keys }: { section?: string; keys: Array<string | undefined> }) {
  const message = useValidationMessage('test', section);
  return (
    <ul>
      {keys.map((key, i) => (
        <li key={i}>{message(key) ?? '(none)'}</li>
      ))}
    </ul>
  );
}

describe('useValidationMessage', () => {
  const resources = {
    ro: {
      errors: { invalid: 'Valoare nevalidă.', validation: { tooLong: 'Textul este prea lung.' } },
      registers: { invalid: 'Registru: nevalid.', validation: { date: { future: 'Data e în viitor.' } } },
    },
    en: {
      errors: { invalid: 'Not valid.', validation: { tooLong: 'The text is too long.' } },
      registers: {
        invalid: 'Register: not valid.',
        validation: { date: { future: 'The date is in the future.' } },
      },
    },
  };
  const texts = () => screen.getAllByRole('listitem').map((li) => li.textContent);

  it('says the shared validators’ keys in the interface language, the remote’s own from its texts', async () => {
    await renderInShell({
      namespace: 'test',
      resources,
      locale: 'ro',
      ui: (
        <Messages
          keys={['validation.email.invalid', 'validation.tooLong', 'validation.unknown', undefined]}
        />
      ),
    });
    expect(texts()).toEqual([
      'Adresa de e-mail nu pare să fie validă.',
      'Textul este prea lung.',
      'Valoare nevalidă.',
      '(none)',
    ]);
  });

  it('reads a remote’s own keys under another section', async () => {
    await renderInShell({
      namespace: 'test',
      resources,
      locale: 'en',
      ui: (
        <Messages
          section="registers"
          keys={['validation.date.future', 'validation.required', 'validation.other']}
        />
      ),
    });
    expect(texts()).toEqual([
      'The date is in the future.',
      'This field is required.',
      'Register: not valid.',
    ]);
  });
});
