import { jest } from '@jest/globals';
import type { ReactNode } from 'react';

const { fireEvent, render, screen } = await import('@testing-library/react');
const { ThemeProvider } = await import('styled-components');
const { useForm } = await import('react-hook-form');
const { AddressFieldset, theme, VisuallyHidden } = await import('../src/index.ts');

const renderThemed = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

interface Address {
  county: string;
  city: string;
  streetAddress: string;
}

function Form({ onSubmit, errors = {} }: { onSubmit: (a: Address) => void; errors?: Partial<Address> }) {
  const { register, handleSubmit } = useForm<Address>({
    defaultValues: { county: 'CJ', city: '', streetAddress: '' },
  });
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <AddressFieldset
        legend="Adresa sediului"
        region={{
          label: 'Județ',
          placeholder: 'Alegeți județul',
          autoComplete: 'address-level1',
          options: [
            { value: 'B', label: 'București' },
            { value: 'CJ', label: 'Cluj' },
          ],
          error: errors.county,
          control: register('county'),
        }}
        city={{ label: 'Localitate', error: errors.city, control: register('city') }}
        street={{
          label: 'Strada și numărul',
          error: errors.streetAddress,
          control: register('streetAddress'),
        }}
      />
      <button type="submit">{T.submit}</button>
    </form>
  );
}

/** The texts the kit gets already translated. */
const T = { submit: 'Trimite', before: 'Preț înainte: ', amount: '390 lei' };

describe('AddressFieldset', () => {
  it('asks county, city and street in one named group, with the browser’s address autofill', () => {
    renderThemed(<Form onSubmit={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Adresa sediului' });
    expect(group.contains(screen.getByLabelText('Județ'))).toBe(true);
    expect(screen.getByLabelText('Județ').getAttribute('autocomplete')).toBe('address-level1');
    expect(screen.getByLabelText('Localitate').getAttribute('autocomplete')).toBe('address-level2');
    expect(screen.getByLabelText('Strada și numărul').getAttribute('autocomplete')).toBe('street-address');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Alegeți județul' }).value).toBe('');
  });

  it('gives the form the values under its own field names', async () => {
    const onSubmit = jest.fn();
    renderThemed(<Form onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Județ'), { target: { value: 'B' } });
    fireEvent.change(screen.getByLabelText('Localitate'), { target: { value: 'București' } });
    fireEvent.change(screen.getByLabelText('Strada și numărul'), { target: { value: 'Str. Lipscani 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trimite' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      county: 'B',
      city: 'București',
      streetAddress: 'Str. Lipscani 1',
    });
  });

  it('announces each part’s error with it', () => {
    renderThemed(<Form onSubmit={() => undefined} errors={{ city: 'Completați localitatea.' }} />);
    expect(screen.getByLabelText('Localitate').getAttribute('aria-invalid')).toBe('true');
    const described = screen.getByLabelText('Localitate').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Completați localitatea.');
    expect(screen.getByLabelText('Județ').getAttribute('aria-invalid')).toBe('false');
  });
});

describe('VisuallyHidden', () => {
  it('is read with the text around it', () => {
    renderThemed(
      <p>
        <VisuallyHidden>{T.before}</VisuallyHidden>
        {T.amount}
      </p>,
    );
    expect(screen.getByText(/390 lei/).textContent).toBe('Preț înainte: 390 lei');
  });
});
