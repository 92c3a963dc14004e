import { jest } from '@jest/globals';

// jsdom has no TextEncoder; react-router needs it.
const { TextEncoder, TextDecoder } = jest.requireActual<{ TextEncoder: unknown; TextDecoder: unknown }>(
  'util',
);
Object.assign(globalThis, { TextEncoder, TextDecoder });

const { renderInShell } = await import('@conform/shell-contract/testing');
const { screen } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { SampleDialog } = await import('./SampleDialog.tsx');

describe('sample document dialog', () => {
  it('before the package is bought (no copy of the company’s own to link), shows the example company’s document and says so', async () => {
    // Component tests have no services: the link request fails as it does for a package not bought.
    await renderInShell({
      namespace: 'configurator',
      resources: { ro, en },
      locale: 'en',
      ui: <SampleDialog companyId="AAAAAAAAAAAAAAAAAAAA" subject="EMPLOYEES" onClose={() => undefined} />,
    });
    expect(await screen.findByText(/this is the document made for an example company/)).toBeTruthy();
    const frame = screen.getByTitle(/^Preview of /);
    expect(frame.getAttribute('src')).toBe(
      '/platform/api/documents/samples/EMPLOYEES/NOTA_INFORMARE_ANGAJATI?lang=en&platform=ro',
    );
  });
});
