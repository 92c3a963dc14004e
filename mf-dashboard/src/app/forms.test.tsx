/**
 * The company data page's forms explain what is wrong (validate on Save): required fields marked with
 * the legend, a refused Save says each error under its field (tied by aria-describedby) and moves the
 * focus to the first, in the form's order; a service's 400 naming fields is shown under them, once.
 */
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
  await renderInShell({
    namespace: 'dashboard',
    resources: { ro, en },
    locale,
    shell: { notify },
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('company', COMPANY_ID, data)),
    routes: [{ path: '/:companyId', children: remote.routes.company ?? [] }],
    path: `/${COMPANY_ID}/configurator/info`,
  });
  await screen.findByRole('heading', { level: 1 });
}

/** The texts that describe a control (its hint and its error), by aria-describedby. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');

describe('the contact details form', () => {
  it('marks what is required, and an empty Save says it under each field with the focus on the first', async () => {
    await renderInfo(company());
    const form = screen.getByRole('form', { name: 'Contact details and data-protection responsible' });
    expect(within(form).getByText('Fields marked * are required.')).toBeTruthy();
    const contact = within(form).getByLabelText('Contact e-mail');
    expect(contact.getAttribute('aria-required')).toBe('true');
    expect(within(form).getByLabelText('Phone').getAttribute('aria-required')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(contact));
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(description(contact).join(' ')).toMatch(/e-mail/i);
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    // The DPO question, a pair of answers: its error tied to both.
    const yes = within(form).getByRole('radio', { name: 'Yes' });
    expect(yes.getAttribute('aria-invalid')).toBe('true');
    expect(description(yes)).toEqual(['This field is required.']);
    // Each error once.
    // Each error once: the name's and the DPO question's (the e-mails and the phone say their own).
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
  });

  it('shows the service’s refusal of the phone under it, focused, with no notice', async () => {
    const notify = jest.fn();
    await renderInfo(company(), 'ro', notify);
    const asked = serveRequests(({ method }) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation',
              message: 'The request is not valid.',
              details: [{ path: 'dataProtectionResponsible.phone', message: 'validation.required' }],
            },
          }
        : { status: 404 },
    );
    const form = screen.getByRole('form', { name: /^Date de contact/ });
    fireEvent.change(within(form).getByLabelText('E-mail de contact'), {
      target: { value: 'contact@exemplu.ro' },
    });
    fireEvent.change(within(form).getByLabelText('Nume'), { target: { value: 'Ioana Pop' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ioana@exemplu.ro' } });
    const phone = within(form).getByLabelText('Telefon');
    fireEvent.change(phone, { target: { value: '0740123456' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Nu' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Salvează' }));
    await waitFor(() => expect(asked.filter((a) => a.method === 'PUT')).toHaveLength(1));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(description(phone)).toContain('Câmpul este obligatoriu.');
    expect(document.activeElement).toBe(phone);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('the company details section', () => {
  it('marks the representative and the employees required; an empty Save focuses the first', async () => {
    await renderInfo(company());
    const details = screen.getByRole('form', { name: 'Company details for the documents' });
    expect(within(details).getByText('Fields marked * are required.')).toBeTruthy();
    expect(within(details).getByLabelText('Website').getAttribute('aria-required')).toBeNull();
    const name = within(details).getByLabelText('Legal representative');
    expect(name.getAttribute('aria-required')).toBe('true');
    fireEvent.click(within(details).getByRole('button', { name: 'Save the company details' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(description(name)).toContain('This field is required.');
  });
});

describe('the processor dialog', () => {
  it('an empty Save says what is missing under each field, the name focused, nothing sent', async () => {
    await renderInfo(company());
    const asked = serveRequests(() => ({ status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a processor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New processor' });
    expect(within(dialog).getByText('Fields marked * are required.')).toBeTruthy();
    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(within(dialog).getByLabelText('Fiscal code').getAttribute('aria-required')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(description(name)).toContain('This field is required.');
    expect(within(dialog).getByLabelText('Fiscal code').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toHaveLength(0);
  });

  it('shows the service’s refusal of a field under it, focused, with no notice', async () => {
    const notify = jest.fn();
    await renderInfo(company(), 'en', notify);
    serveRequests(({ method }) =>
      method === 'POST' || method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation',
              message: 'The request is not valid.',
              details: [{ path: 'address', message: 'validation.required' }],
            },
          }
        : { status: 404 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a processor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New processor' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Contabil SRL' } });
    fireEvent.change(within(dialog).getByLabelText('Fiscal code'), { target: { value: 'RO1' } });
    const address = within(dialog).getByLabelText('Address');
    fireEvent.change(address, { target: { value: 'Cluj' } });
    fireEvent.change(within(dialog).getByLabelText(/^Service/), { target: { value: 'Accounting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(description(address)).toContain('This field is required.');
    expect(document.activeElement).toBe(address);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('the channel dialog', () => {
  it('marks what is required, and an empty Save focuses the name with its message', async () => {
    await renderInfo(company({ products: { pending: [], configured: [], purchased: ['ONLINE_SHOP'] } }));
    const asked = serveRequests(() => ({ status: 500 }));
    const section = screen.getByRole('region', { name: 'Your online channels' });
    fireEvent.click(within(section).getByRole('button', { name: 'Add a channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    expect(within(dialog).getByText('Fields marked * are required.')).toBeTruthy();
    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('aria-required')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(description(name)).toContain('This field is required.');
    expect(within(dialog).getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toHaveLength(0);
  });
});

describe('the video surveillance and security sections', () => {
  it('video surveillance: the areas marked required; an empty Save focuses them with their message', async () => {
    await renderInfo(company({ products: { pending: ['CCTV'], configured: [], purchased: [] } }));
    const cctv = screen.getByRole('form', { name: 'Video surveillance' });
    expect(within(cctv).getByText('Fields marked * are required.')).toBeTruthy();
    const areas = within(cctv).getByLabelText('Areas covered by cameras');
    expect(areas.getAttribute('aria-required')).toBe('true');
    fireEvent.click(within(cctv).getByRole('button', { name: 'Save the video surveillance details' }));
    await waitFor(() => expect(document.activeElement).toBe(areas));
    expect(description(areas)).toContain('List at least one area covered by cameras.');
  });

  it('security: no measure and no words focuses the first measure, described by the error', async () => {
    await renderInfo(company());
    const security = screen.getByRole('form', { name: 'Security measures' });
    fireEvent.click(within(security).getByRole('button', { name: 'Save the security measures' }));
    const first = within(security).getAllByRole('checkbox')[0]!;
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(description(first)).toEqual(['Tick at least one measure or describe your own.']);
  });
});
