import { jest } from '@jest/globals';
import type { TCompany } from '@conform/contracts';

const { sharedApi } = await import('@conform/shell-contract');
const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function company(extra: Partial<TCompany> = {}): TCompany {
  return testCompany({ id: COMPANY_ID, products: { pending: ['EMPLOYEES'] }, ...extra });
}

async function renderInfo(data: TCompany, locale: 'ro' | 'en' = 'en', notify = jest.fn()) {
  const { router } = await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    shell: { notify },
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, data)),
    routes: [{ path: '/:companyId', children: remote.routes.company ?? [] }],
    path: `/${COMPANY_ID}/configurator/info`,
  });
  await screen.findByRole('heading', { level: 1 });
  return router!;
}

describe('the company data the documents need', () => {
  it('shows what was saved in each section', async () => {
    await renderInfo(
      company({
        website: 'www.exemplu.ro',
        legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' },
        employeeCount: 7,
        securityMeasures: { measures: ['BACKUPS'], other: 'Seif' },
        processors: [
          {
            id: 'p1',
            name: 'Contabil SRL',
            fiscalCode: 'RO1',
            registrationNumber: null,
            address: 'Cluj',
            country: 'RO',
            countryName: null,
            representative: null,
            contactEmail: null,
            service: 'Contabilitate',
            transferMechanism: null,
            dpfCheckedOn: null,
            sccModule: null,
            sccSignedOn: null,
            derogation: null,
            bcrReference: null,
            subProcessors: [],
          },
        ],
        cctv: {
          areas: ['Intrarea', 'Depozitul'],
          retentionDays: 30,
          retentionReason: null,
          recipients: [],
          lessIntrusiveMeans: null,
          consultationDate: null,
          viewers: [],
        },
      }),
    );
    const details = screen.getByRole('form', { name: 'Company details for the documents' });
    expect(within(details).getByLabelText<HTMLInputElement>('Website').value).toBe('www.exemplu.ro');
    expect(within(details).getByLabelText<HTMLInputElement>('Number of employees').value).toBe('7');
    const security = screen.getByRole('form', { name: 'Security measures' });
    expect(
      within(security).getByRole<HTMLInputElement>('checkbox', { name: /^Regular backups/ }).checked,
    ).toBe(true);
    expect(
      within(screen.getByRole('list', { name: 'Your processors' })).getByText('Contabil SRL'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Areas covered by cameras').value).toBe(
      'Intrarea\nDepozitul',
    );
  });

  it('says what is missing, in the user’s language, before anything is sent', async () => {
    await renderInfo(company(), 'ro');
    fireEvent.click(screen.getByRole('button', { name: 'Salvează măsurile de securitate' }));
    expect(await screen.findByText('Bifați cel puțin o măsură sau descrieți propriile măsuri.')).toBeTruthy();
    const details = screen.getByRole('form', { name: 'Datele companiei pentru documente' });
    fireEvent.change(within(details).getByLabelText('Site'), { target: { value: 'nu e un site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează datele companiei' }));
    expect(
      await within(details).findByText('Nu pare să fie adresa unui site (de exemplu www.exemplu.ro).'),
    ).toBeTruthy();
    expect(within(details).getAllByText('Câmpul este obligatoriu.')).toHaveLength(2);
  });

  it('shows the service’s refusal of a field under it, focused, with no notice repeating it', async () => {
    const notify = jest.fn();
    await renderInfo(
      company({
        website: null,
        legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' },
        employeeCount: 7,
        publicBody: false,
      }),
      'ro',
      notify,
    );
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation',
              message: 'The request is not valid.',
              details: [{ path: 'website', message: 'validation.required' }],
            },
          }
        : { status: 404 },
    );
    const details = screen.getByRole('form', { name: 'Datele companiei pentru documente' });
    const site = within(details).getByLabelText('Site');
    fireEvent.change(site, { target: { value: 'www.exemplu.ro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează datele companiei' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    await waitFor(() => expect(site.getAttribute('aria-invalid')).toBe('true'));
    const described = (site.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Câmpul este obligatoriu.');
    expect(document.activeElement).toBe(site);
    expect(notify).not.toHaveBeenCalled();
  });

  it('asks before leaving with a section’s unsaved changes; once saved, leaving asks nothing', async () => {
    const saved = company({
      website: null,
      legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' },
      employeeCount: 7,
      publicBody: false,
    });
    const router = await renderInfo(saved, 'ro');
    const page = router.state.location.pathname;
    const asked = serveRequests(({ method }) =>
      method === 'PUT' ? { status: 200, body: { ...saved, website: 'www.exemplu.ro' } } : { status: 404 },
    );
    const details = screen.getByRole('form', { name: 'Datele companiei pentru documente' });
    fireEvent.change(within(details).getByLabelText('Site'), { target: { value: 'www.exemplu.ro' } });

    await router.navigate(`/${COMPANY_ID}/dashboard`);
    const question = await screen.findByRole('alertdialog', { name: 'Renunțați la modificări?' });
    expect(router.state.location.pathname).toBe(page);
    fireEvent.click(within(question).getByRole('button', { name: 'Rămâneți pe pagină' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(details).getByLabelText<HTMLInputElement>('Site').value).toBe('www.exemplu.ro');

    fireEvent.click(screen.getByRole('button', { name: 'Salvează datele companiei' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    await waitFor(() =>
      expect(within(details).getByLabelText<HTMLInputElement>('Site').value).toBe('www.exemplu.ro'),
    );
    await router.navigate(`/${COMPANY_ID}/dashboard`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${COMPANY_ID}/dashboard`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks whether the company is a public authority or body, not said until answered, and sends the answer', async () => {
    await renderInfo(
      company({
        website: null,
        legalRepresentative: { name: 'Ioana Pop', role: 'Administrator' },
        employeeCount: 7,
      }),
      'ro',
    );
    const asked = serveRequests(({ method }) =>
      method === 'PUT' ? { status: 200, body: company({ publicBody: false }) } : { status: 404 },
    );
    const details = screen.getByRole('form', { name: 'Datele companiei pentru documente' });
    const publicBody = within(details).getByLabelText<HTMLSelectElement>('Autoritate sau organism public');
    expect(publicBody.value).toBe('');
    fireEvent.change(publicBody, { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvează datele companiei' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      publicBody: false,
      employeeCount: 7,
    });
  });

  it('asks why footage is kept longer than 30 days', async () => {
    await renderInfo(company());
    expect(screen.getByLabelText<HTMLInputElement>('Days the footage is kept').value).toBe('30');
    expect(screen.queryByLabelText('Why the footage is kept longer than 30 days')).toBeNull();
    fireEvent.change(screen.getByLabelText('Days the footage is kept'), { target: { value: '45' } });
    expect(await screen.findByLabelText('Why the footage is kept longer than 30 days')).toBeTruthy();
  });

  it('lists the people authorised to view the images, asks each one’s position and sends the list', async () => {
    const cctv = {
      areas: ['Intrarea'],
      retentionDays: 30,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: null,
      viewers: [{ name: 'Ana Ionescu', position: 'Administrator' }],
    };
    await renderInfo(company({ cctv }), 'ro');
    const asked = serveRequests(({ method }) =>
      method === 'PUT' ? { status: 200, body: company({ cctv }) } : { status: 404 },
    );
    const form = screen.getByRole('form', { name: 'Supraveghere video' });
    expect(within(form).getByLabelText<HTMLInputElement>('Numele persoanei 1').value).toBe('Ana Ionescu');
    expect(within(form).getByLabelText<HTMLInputElement>('Funcția persoanei 1').value).toBe('Administrator');
    fireEvent.click(within(form).getByRole('button', { name: 'Adăugați o persoană autorizată' }));
    fireEvent.change(await within(form).findByLabelText('Numele persoanei 2'), {
      target: { value: 'Mihai Popa' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvează datele despre supravegherea video' }));
    expect(await within(form).findByText('Câmpul este obligatoriu.')).toBeTruthy();
    expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Funcția persoanei 2'), {
      target: { value: 'Șef de tură' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvează datele despre supravegherea video' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toMatchObject({
      viewers: [
        { name: 'Ana Ionescu', position: 'Administrator' },
        { name: 'Mihai Popa', position: 'Șef de tură' },
      ],
    });
  });

  it('asks for a transfer mechanism only outside the EEA, offering what the country allows', async () => {
    await renderInfo(company());
    fireEvent.click(screen.getByRole('button', { name: 'Add a processor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New processor' });
    expect(within(dialog).queryByLabelText('Transfer mechanism')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: 'US' } });
    const mechanism = await within(dialog).findByLabelText<HTMLSelectElement>('Transfer mechanism');
    const options = Array.from(mechanism.options).map((o) => o.value);
    expect(options).toContain('DPF');
    expect(options).not.toContain('ADEQUACY');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Găzduire Inc.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose what makes the transfer outside the EEA lawful.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Transfer mechanism').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('pins the mechanism chosen: the DPF list checked on a day, the SCC module (2 by default) and signing day', async () => {
    await renderInfo(company(), 'ro');
    const asked = serveRequests(({ method }) =>
      method === 'POST' ? { status: 200, body: company() } : { status: 404 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Adaugă o persoană împuternicită' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Țara'), { target: { value: 'US' } });
    fireEvent.change(await within(dialog).findByLabelText('Mecanismul de transfer'), {
      target: { value: 'SCC' },
    });
    const sccModule = await within(dialog).findByLabelText<HTMLSelectElement>(
      'Modulul clauzelor contractuale standard',
    );
    expect(sccModule.value).toBe('C2P');
    expect(within(dialog).queryByLabelText('Data verificării pe lista DPF')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Mecanismul de transfer'), { target: { value: 'DPF' } });
    expect(within(dialog).queryByLabelText('Modulul clauzelor contractuale standard')).toBeNull();
    const checkedOn = await within(dialog).findByLabelText('Data verificării pe lista DPF');
    fireEvent.change(within(dialog).getByLabelText('Denumirea'), { target: { value: 'Găzduire Inc.' } });
    fireEvent.change(within(dialog).getByLabelText('Codul fiscal'), { target: { value: '98-7654321' } });
    fireEvent.change(within(dialog).getByLabelText('Adresa'), { target: { value: 'Seattle, WA' } });
    fireEvent.change(within(dialog).getByLabelText('Serviciul prestat'), { target: { value: 'Găzduire' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(
      await within(dialog).findByText(
        'Introduceți data la care ați verificat destinatarul pe lista Data Privacy Framework.',
      ),
    ).toBeTruthy();
    fireEvent.change(checkedOn, { target: { value: '2999-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await within(dialog).findByText('Data nu poate fi în viitor.')).toBeTruthy();
    expect(asked).toHaveLength(0);
    fireEvent.change(checkedOn, { target: { value: '2026-03-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'POST')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'POST')!.body).toMatchObject({
      country: 'US',
      transferMechanism: 'DPF',
      dpfCheckedOn: '2026-03-12',
      sccModule: null,
      sccSignedOn: null,
    });
  });
  it('a country outside the list is named: the name is asked only then, required, and sent', async () => {
    await renderInfo(company());
    const asked = serveRequests(({ method }) =>
      method === 'POST' ? { status: 200, body: company() } : { status: 404 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a processor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New processor' });
    expect(within(dialog).queryByLabelText('Name of the country')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: 'OTHER' } });
    const countryName = await within(dialog).findByLabelText('Name of the country');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Găzduire Ltd' } });
    fireEvent.change(within(dialog).getByLabelText('Fiscal code'), { target: { value: 'IN-123' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Mumbai' } });
    fireEvent.change(within(dialog).getByLabelText('Service provided'), { target: { value: 'Hosting' } });
    fireEvent.change(within(dialog).getByLabelText('Transfer mechanism'), { target: { value: 'BCR' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(countryName.getAttribute('aria-invalid')).toBe('true'));
    expect(asked).toHaveLength(0);
    fireEvent.change(countryName, { target: { value: 'India' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'POST')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'POST')!.body).toMatchObject({
      country: 'OTHER',
      countryName: 'India',
    });
  });

  it('asks the safeguard of a sub-processor outside the EEA, as its processor states it', async () => {
    await renderInfo(company());
    const asked = serveRequests(({ method }) =>
      method === 'POST' ? { status: 200, body: company() } : { status: 404 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a processor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New processor' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Contab SRL' } });
    fireEvent.change(within(dialog).getByLabelText('Fiscal code'), { target: { value: 'RO123' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Cluj-Napoca' } });
    fireEvent.change(within(dialog).getByLabelText('Service provided'), { target: { value: 'Payroll' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sub-processor' }));
    const label = 'Transfer safeguard, as the processor states it';
    expect(within(dialog).queryByLabelText(label)).toBeNull();
    const subs = within(dialog).getAllByRole('group');
    const subGroup = subs[subs.length - 1]!;
    fireEvent.change(within(subGroup).getByLabelText('Sub-processor name'), {
      target: { value: 'Northstack Hosting LLC' },
    });
    fireEvent.change(within(subGroup).getByLabelText('Sub-processor country'), { target: { value: 'US' } });
    const safeguard = await within(subGroup).findByLabelText<HTMLSelectElement>(label);
    expect(Array.from(safeguard.options).map((o) => o.value)).toEqual([
      '',
      'DPF',
      'SCC',
      'BCR',
      'DEROGATION',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(subGroup).findByText('Choose what makes the transfer outside the EEA lawful.'),
    ).toBeTruthy();
    expect(asked).toHaveLength(0);
    fireEvent.change(safeguard, { target: { value: 'SCC' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'POST')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'POST')!.body).toMatchObject({
      subProcessors: [{ name: 'Northstack Hosting LLC', country: 'US', transferMechanism: 'SCC' }],
    });
  });
});
