import { jest } from '@jest/globals';
import type { TCompanyDocument, TCompanyDocuments } from '@conform/contracts';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell, serveRequests, testCompany } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, waitFor, within } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { DocumentsPage } = await import('./DocumentsPage.tsx');
const { sharedApi } = await import('@conform/shell-contract');

const COMPANY_ID = 'AAAAAAAAAAAAAAAAAAAA';
const DPA = 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA';

function doc(type: string): TCompanyDocument {
  return {
    type,
    product: 'EMPLOYEES',
    path: `x/${type}/2.pdf`,
    status: 'READY',
    updatedAt: '2026-11-20T00:00:00.000Z',
    name: { ro: `Nume ${type}`, en: `Name ${type}` },
    description: { ro: `Descriere ${type}`, en: `Description ${type}` },
    guide: null,
    version: 2,
    formats: ['pdf', 'docx'],
  };
}

const page: TCompanyDocuments = {
  companyId: COMPANY_ID,
  hasProducts: true,
  groups: [
    {
      product: 'EMPLOYEES',
      name: { ro: 'Angajați', en: 'Employees' },
      available: true,
      inProgress: false,
      refundedAt: null,
      documents: [doc(DPA), doc('NOTA_INFORMARE_ANGAJATI')],
    },
  ],
};

async function renderPage(locale: 'ro' | 'en', notify = jest.fn()) {
  await renderInShell({
    namespace: 'documents',
    resources: { ro, en },
    locale,
    shell: { activeCompanyId: COMPANY_ID, notify },
    company: testCompany(),
    prepare: (store) => store.dispatch(sharedApi.util.upsertQueryData('companyDocuments', COMPANY_ID, page)),
    routes: [{ path: '/:companyId/documents', element: <DocumentsPage /> }],
    path: `/${COMPANY_ID}/documents`,
  });
  return notify;
}

const rowOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('inspection pack', () => {
  it('downloads the pack in the language chosen through the session, and says when it could not be prepared', async () => {
    // The page's own reads (what is left to complete, the company) answered as usual; the pack is
    // read through the session (sessionFetch calls fetch with its address).
    serveRequests(() => ({ status: 200, body: { companyId: COMPANY_ID, questions: [] } }));
    const served = (globalThis as unknown as { fetch: (input: unknown) => unknown }).fetch;
    const asked: string[] = [];
    Object.assign(globalThis, {
      fetch: (input: unknown) => {
        if (typeof input !== 'string') return served(input);
        asked.push(input);
        return Promise.resolve({ ok: false, status: 503, body: null, headers: { get: () => null } });
      },
    });
    const notify = await renderPage('ro');
    const card = screen.getByRole('heading', { level: 2, name: 'Dosar pentru control' }).parentElement!;
    fireEvent.change(within(card).getByLabelText('Limba dosarului'), { target: { value: 'en' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Descarcă dosarul pentru control' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(asked).toEqual([`/platform/api/documents/companies/${COMPANY_ID}/inspection-pack?language=en`]);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'error',
        message: 'Dosarul nu a putut fi pregătit. Vă rugăm să încercați din nou.',
      }),
    );
  });
});

describe('signed copies', () => {
  const copy = {
    id: 'c1',
    type: DPA,
    version: 1,
    fileName: 'Contract semnat.pdf',
    contentType: 'application/pdf',
    bytes: 10,
    sha256: 'a'.repeat(64),
    signedOn: '2026-11-02',
    note: 'Cu furnizorul de salarizare',
    uploadedAt: '2026-11-03T10:00:00.000Z',
  };
  const versions = {
    versions: [2, 1].map((version) => ({
      version,
      createdAt: `2026-11-0${version}T10:00:00.000Z`,
      language: 'ro',
      formats: ['pdf'],
      changes: { first: version === 1, added: [], removed: [], changed: [] },
      reason: null,
    })),
  };

  it('is offered for an agreement only, lists the copies kept, and checks the form on upload before sending it', async () => {
    let refuse = true;
    const asked = serveRequests(({ method, path }) => {
      if (method === 'GET' && path.endsWith('/signed')) return { status: 200, body: { signed: [copy] } };
      if (path.endsWith('/versions')) return { status: 200, body: versions };
      if (method === 'POST' && path.endsWith('/signed')) {
        if (refuse)
          return {
            status: 400,
            body: {
              code: 'validation',
              message: 'The document has no such version.',
              details: [{ path: 'version', message: 'validation.signedCopy.version' }],
            },
          };
        return { status: 201, body: { ...copy, id: 'c2', version: 2 } };
      }
      return { status: 404, body: { code: 'not_found' } };
    });
    const notify = await renderPage('ro');

    // A notice is not signed: no upload in its menu.
    fireEvent.click(
      within(rowOf('Nume NOTA_INFORMARE_ANGAJATI')).getByRole('button', {
        name: 'Mai multe acțiuni: Nume NOTA_INFORMARE_ANGAJATI',
      }),
    );
    expect(screen.queryByRole('menuitem', { name: /exemplarul semnat/ })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });

    fireEvent.click(
      within(rowOf(`Nume ${DPA}`)).getByRole('button', { name: `Mai multe acțiuni: Nume ${DPA}` }),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: `Încarcă exemplarul semnat: Nume ${DPA}` }));
    const dialog = await screen.findByRole('dialog', { name: `Exemplare semnate: Nume ${DPA}` });
    // The copies kept, each with its download.
    expect(
      await within(dialog).findByText(/Versiunea 1 · semnat pe .* · Contract semnat\.pdf · Cu furnizorul/),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Descarcă exemplarul semnat Contract semnat.pdf' }),
    ).toBeTruthy();
    // The current version is picked unless another is.
    const version = within(dialog).getByLabelText<HTMLSelectElement>(/Versiunea documentului semnat/);
    await waitFor(() => expect(version.options).toHaveLength(2));
    expect(version.value).toBe('2');
    expect(version.selectedOptions[0]!.textContent).toBe('Versiunea 2 (cea actuală)');

    // No file: said under the field, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    const file = within(dialog).getByLabelText<HTMLInputElement>(/Fișierul semnat/);
    await waitFor(() => expect(within(dialog).getByText('Alegeți fișierul semnat.')).toBeTruthy());
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(file);
    // A Word file: refused here as the service would.
    const word = new File(['x'], 'contract.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.change(file, { target: { files: [word] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    expect(await within(dialog).findByText('Fișierul trebuie să fie PDF, PNG sau JPEG.')).toBeTruthy();
    expect(asked.some((a) => a.method === 'POST')).toBe(false);

    // A PDF for version 1: sent as the body, the rest in the address; the service's refusal under its field.
    // A Blob of the tests' fetch (Node's), which it sends as its bytes (jsdom's File would be sent as
    // "[object File]"), named like the file picked.
    const bytes = await new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }).blob();
    const pdf = Object.assign(bytes, { name: 'semnat.pdf', lastModified: 0 }) as unknown as File;
    fireEvent.change(file, { target: { files: [pdf] } });
    fireEvent.change(version, { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText(/Data semnării/), { target: { value: '2026-11-02' } });
    fireEvent.change(within(dialog).getByLabelText(/Notă/), { target: { value: 'Cu furnizorul' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    expect(await within(dialog).findByText('Documentul nu are această versiune.')).toBeTruthy();
    const post = asked.find((a) => a.method === 'POST')!;
    expect(post.path).toBe(`/platform/api/documents/companies/${COMPANY_ID}/documents/${DPA}/signed`);
    const query = new URLSearchParams(post.search);
    expect(Object.fromEntries(query)).toEqual({
      signedOn: '2026-11-02',
      fileName: 'semnat.pdf',
      version: '1',
      note: 'Cu furnizorul',
    });
    // The file's bytes, as the body.
    expect(post.body).toBe('%PDF-1.7');
    expect(notify).not.toHaveBeenCalled();

    // Accepted: said on the page, the form ready for another copy.
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Încarcă' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'success',
          message: `Exemplarul semnat al documentului Nume ${DPA} a fost păstrat.`,
        }),
      ),
    );
  });
});
