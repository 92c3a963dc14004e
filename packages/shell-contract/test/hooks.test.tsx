/** The contract's hooks for the remotes' pages. */

const { renderInShell } = await import('../src/testing.tsx');
const { screen } = await import('@testing-library/react');
const { useValidationMessage } = await import('../src/index.ts');

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
