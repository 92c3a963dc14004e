import type { TChannelRecord, TCompany } from '@conform/contracts';

const { findProduct } = await import('@conform/catalogues');
const { sharedApi } = await import('@conform/shell-contract');
const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../locales/ro.json', { with: { type: 'json' } });
const { default: remote } = await import('./routes.tsx');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';

function company(extra: Partial<TCompany> = {}): TCompany {
  return testCompany({ id: COMPANY_ID, products: { purchased: ['ONLINE_SHOP'] }, ...extra });
}

async function renderInfo(data: TCompany, locale: 'ro' | 'en' = 'en') {
  await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, data)),
    routes: [{ path: '/:companyId', children: remote.routes.company ?? [] }],
    path: `/${COMPANY_ID}/configurator/info`,
  });
  await screen.findByRole('heading', { level: 1 });
}

const BLOG: TChannelRecord = {
  id: 'c1',
  kind: 'WEBSITE',
  name: 'Blogul',
  url: 'www.exemplu.ro',
  privacyPolicyUrl: null,
  cookiePolicyUrl: null,
  languages: ['ro'],
  products: [],
  tools: [],
  cookies: null,
};

describe('the company’s online channels', () => {
  it('adds a shop with an analytics tool in the US: the mechanism is asked, the whole list is sent, the shop is listed', async () => {
    const shop: TChannelRecord = {
      id: 'c2',
      kind: 'ONLINE_SHOP',
      name: 'Magazinul',
      url: 'https://magazin.exemplu.ro',
      privacyPolicyUrl: null,
      cookiePolicyUrl: 'https://magazin.exemplu.ro/cookies',
      languages: ['ro', 'en'],
      products: ['ONLINE_SHOP'],
      tools: [
        {
          kind: 'ANALYTICS',
          provider: 'Google Analytics',
          purpose: 'Audience statistics',
          cookies: 'WITH_CONSENT',
          country: 'US',
          transferMechanism: 'DPF',
          cookieList: [],
        },
      ],
      cookies: [],
    };
    await renderInfo(company({ channels: [BLOG] }));
    const asked = serveRequests(({ method }) => ({
      status: 200,
      body: company({ channels: method === 'PUT' || method === 'GET' ? [BLOG, shop] : [BLOG] }),
    }));
    const section = screen.getByRole('region', { name: 'Your online channels' });
    expect(within(section).getByText('Blogul')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Add a channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    fireEvent.change(within(dialog).getByLabelText('Kind of channel'), { target: { value: 'ONLINE_SHOP' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Magazinul' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), {
      target: { value: 'https://magazin.exemplu.ro' },
    });
    // Where its cookie policy is published: the banner links to it.
    fireEvent.change(within(dialog).getByLabelText('Cookie policy address'), {
      target: { value: 'https://magazin.exemplu.ro/cookies' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'English' }));
    // The company's one online package is ticked for it.
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: findProduct('ONLINE_SHOP')!.name.en })
        .checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a tool' }));
    fireEvent.change(await within(dialog).findByLabelText('Provider'), {
      target: { value: 'Google Analytics' },
    });
    fireEvent.change(within(dialog).getByLabelText('What you use it for'), {
      target: { value: 'Audience statistics' },
    });
    expect(within(dialog).queryByLabelText('Transfer mechanism')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Where the data goes (country)'), {
      target: { value: 'US' },
    });
    const mechanism = await within(dialog).findByLabelText<HTMLSelectElement>('Transfer mechanism');
    expect(Array.from(mechanism.options).map((o) => o.value)).toEqual(expect.arrayContaining(['DPF', 'SCC']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose what makes the transfer outside the EEA lawful.'),
    ).toBeTruthy();
    expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(0);

    fireEvent.change(mechanism, { target: { value: 'DPF' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    const put = asked.find((a) => a.method === 'PUT')!;
    expect(put.path).toContain(`/companies/${COMPANY_ID}/channels`);
    // The saved channel goes back with its id; the new one has none (the service gives it).
    expect(put.body).toEqual({ channels: [BLOG, { ...shop, id: undefined }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await screen.findByRole('list', { name: 'Your online channels' });
    expect(await within(list).findByText('Magazinul')).toBeTruthy();
    expect(
      within(list).getByText('Online shop · https://magazin.exemplu.ro · Romanian, English · 1 tool'),
    ).toBeTruthy();
  });

  it('says what is wrong in Romanian: an address that is not a site, no language', async () => {
    await renderInfo(company(), 'ro');
    const asked = serveRequests(() => ({ status: 500 }));
    const section = screen.getByRole('region', { name: 'Canalele online ale companiei' });
    expect(within(section).getByText('Nu ați adăugat încă niciun canal.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Adăugați un canal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canal nou' });
    fireEvent.change(within(dialog).getByLabelText('Denumire'), { target: { value: 'Site' } });
    fireEvent.change(within(dialog).getByLabelText('Adresă'), { target: { value: 'nu e un site' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Română' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(
      await within(dialog).findByText('Nu pare să fie adresa unui site (de exemplu www.exemplu.ro).'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Alegeți cel puțin o limbă.')).toBeTruthy();
    expect(asked).toHaveLength(0);
  });

  it('edits a saved channel, which goes back with its id', async () => {
    await renderInfo(company({ channels: [BLOG] }));
    const asked = serveRequests(() => ({ status: 200, body: company({ channels: [BLOG] }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the channel Blogul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blogul' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Address').value).toBe('www.exemplu.ro');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Blogul companiei' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toEqual({
      // Its cookies, not listed, go back as an empty list.
      channels: [{ ...BLOG, name: 'Blogul companiei', cookies: [] }],
    });
  });

  it('removes a channel by sending the list without it', async () => {
    await renderInfo(company({ channels: [BLOG] }));
    const asked = serveRequests(() => ({ status: 200, body: company({ channels: [] }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove the channel Blogul' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /Yes/ }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toEqual({ channels: [] });
  });

  it('lists the cookies a tool sets and the channel’s own: type, duration (an amount unless session), third party; removes one', async () => {
    const GA = {
      kind: 'ANALYTICS',
      provider: 'Google Analytics',
      purpose: 'Audience statistics',
      cookies: 'WITH_CONSENT',
      country: 'US',
      transferMechanism: 'DPF',
      cookieList: null,
    };
    const site = { ...BLOG, tools: [GA] };
    await renderInfo(company({ channels: [site] }));
    const asked = serveRequests(() => ({ status: 200, body: company({ channels: [site] }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the channel Blogul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blogul' });
    const tool = within(dialog).getByRole('group', { name: 'Tool 1' });
    const toolCookies = within(tool).getByRole('group', { name: 'Cookies it sets' });
    fireEvent.click(within(toolCookies).getByRole('button', { name: 'Add a cookie' }));
    fireEvent.click(within(toolCookies).getByRole('button', { name: 'Add a cookie' }));
    const first = await within(toolCookies).findByRole('group', { name: 'Cookie 1' });
    fireEvent.change(within(first).getByLabelText('Cookie name'), { target: { value: '_ga' } });
    fireEvent.change(within(first).getByLabelText('Type'), { target: { value: 'STATISTICS' } });
    // A session cookie has no amount; a period asks for one.
    expect(within(first).queryByLabelText('Number of days, months or years')).toBeNull();
    fireEvent.change(within(first).getByLabelText('How long it stays'), { target: { value: 'YEARS' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('Enter a whole number from 1 to 999.')).toBeTruthy();
    fireEvent.change(within(first).getByLabelText('Number of days, months or years'), {
      target: { value: '2' },
    });
    fireEvent.click(
      within(first).getByRole('checkbox', { name: 'Set on the provider’s domain (third-party cookie)' }),
    );
    fireEvent.click(within(toolCookies).getByRole('button', { name: 'Remove cookie 2' }));

    const own = within(dialog).getByRole('group', { name: 'Cookies the channel sets itself' });
    fireEvent.click(within(own).getByRole('button', { name: 'Add a cookie' }));
    const consent = await within(own).findByRole('group', { name: 'Cookie 1' });
    fireEvent.change(within(consent).getByLabelText('Cookie name'), { target: { value: 'cookie_consent' } });
    fireEvent.change(within(consent).getByLabelText('What it is for'), {
      target: { value: 'Keeps the choice made in the cookie banner' },
    });
    expect(within(consent).getByLabelText<HTMLSelectElement>('Type').value).toBe('STRICTLY_NECESSARY');
    expect(within(consent).queryByRole('checkbox')).toBeNull();
    fireEvent.change(within(consent).getByLabelText('How long it stays'), { target: { value: 'MONTHS' } });
    fireEvent.change(within(consent).getByLabelText('Number of days, months or years'), {
      target: { value: '6' },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    expect(asked.find((a) => a.method === 'PUT')!.body).toEqual({
      channels: [
        {
          ...site,
          tools: [
            {
              ...GA,
              cookieList: [
                {
                  name: '_ga',
                  category: 'STATISTICS',
                  duration: 'YEARS',
                  durationAmount: 2,
                  thirdParty: true,
                },
              ],
            },
          ],
          cookies: [
            {
              name: 'cookie_consent',
              purpose: 'Keeps the choice made in the cookie banner',
              category: 'STRICTLY_NECESSARY',
              duration: 'MONTHS',
              durationAmount: 6,
            },
          ],
        },
      ],
    });
  });

  it('names the cookie fields in Romanian', async () => {
    await renderInfo(company({ channels: [BLOG] }), 'ro');
    fireEvent.click(screen.getByRole('button', { name: 'Modificați canalul Blogul' }));
    const dialog = await screen.findByRole('dialog');
    const own = within(dialog).getByRole('group', { name: 'Cookie-urile plasate chiar de canal' });
    fireEvent.click(within(own).getByRole('button', { name: 'Adăugați un cookie' }));
    const cookie = await within(own).findByRole('group', { name: 'Cookie-ul 1' });
    expect(within(cookie).getByLabelText('Denumirea cookie-ului')).toBeTruthy();
    const duration = within(cookie).getByLabelText<HTMLSelectElement>('Cât timp rămâne');
    expect(Array.from(duration.options).map((o) => o.text)).toEqual([
      'Până la închiderea browserului (sesiune)',
      'Zile',
      'Luni',
      'Ani',
    ]);
  });
});
