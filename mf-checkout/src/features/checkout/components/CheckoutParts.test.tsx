import { jest } from '@jest/globals';
import type { TOrderSummary } from '@conform/contracts';
import type { ReactNode } from 'react';

const { renderInShell } = await import('@conform/shell-contract/testing');
const { fireEvent, screen, within } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { VoucherForm } = await import('./VoucherForm.tsx');
const { OrderSummary } = await import('./OrderSummary.tsx');
const { BillingForm } = await import('./BillingForm.tsx');

function renderWith(ui: ReactNode, locale: 'ro' | 'en' = 'en') {
  return renderInShell({ namespace: 'checkout', resources: { ro, en }, locale, ui });
}

describe('voucher entry', () => {
  it('keeps Apply disabled while the code is empty or blank', async () => {
    await renderWith(<VoucherForm invalid={false} busy={false} onApply={() => undefined} />);
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' });
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: '   ' } });
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'test10' } });
    expect(apply.disabled).toBe(false);
  });

  it('submits the trimmed code with Enter (a form submit)', async () => {
    const onApply = jest.fn();
    await renderWith(<VoucherForm invalid={false} busy={false} onApply={onApply} />);
    const input = screen.getByLabelText('Voucher code');
    fireEvent.change(input, { target: { value: '  test10 ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Voucher' }));
    expect(onApply).toHaveBeenCalledWith('test10');
  });

  it('says the voucher is not valid, tied to the field, in both languages', async () => {
    await renderWith(<VoucherForm invalid busy={false} onApply={() => undefined} />);
    const input = screen.getByLabelText('Voucher code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The voucher code is not valid!');
    await renderWith(<VoucherForm invalid busy={false} onApply={() => undefined} />, 'ro');
    expect(screen.getByText('Codul voucherului nu este valid!')).toBeTruthy();
  });

  it('says an expired voucher has expired, and why another code gives nothing, in both languages', async () => {
    await renderWith(<VoucherForm invalid reason="expired" busy={false} onApply={() => undefined} />);
    expect(screen.getByText('This voucher code has expired.')).toBeTruthy();
    expect(screen.queryByText('The voucher code is not valid!')).toBeNull();
    await renderWith(<VoucherForm invalid reason="expired" busy={false} onApply={() => undefined} />, 'ro');
    expect(screen.getByText('Acest cod de voucher a expirat.')).toBeTruthy();
    await renderWith(<VoucherForm invalid reason="products" busy={false} onApply={() => undefined} />);
    expect(screen.getByText('This voucher code does not apply to any package in the order.')).toBeTruthy();
  });
});

const summary: TOrderSummary = {
  items: [
    {
      type: 'bundle',
      id: 'START',
      name: { ro: 'Pachetul de start', en: 'Starter bundle' },
      products: ['PERSONAL_CLIENTS', 'EMPLOYEES', 'INTERNAL_POLICIES'],
      price: 1870,
      discount: 480,
    },
    {
      type: 'product',
      id: 'MARKETING',
      name: { ro: 'Marketing', en: 'Marketing' },
      products: ['MARKETING'],
      price: 290,
      discount: 29,
    },
    { type: 'voucher', id: 'TEST10', name: null, products: ['MARKETING'], price: 0, discount: 165.1 },
  ],
  totalPrice: 1485.9,
  vat: 257.88,
  currency: 'RON',
  vatRate: 0.21,
  pricesIncludeVat: true,
};

describe('order summary', () => {
  it('lists packages with their discounts, the voucher, the total and the VAT included', async () => {
    await renderWith(<OrderSummary summary={summary} loading={false} />);
    const lines = within(screen.getByRole('list', { name: 'Packages in the order' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]!.textContent).toContain('Starter bundle');
    expect(lines[0]!.textContent).toContain('1,870.00 lei');
    expect(lines[0]!.textContent).toContain('−480.00 lei');
    // A bundle's discount is its saving against its packages bought one by one.
    expect(lines[0]!.textContent).toContain('Bundle saving against buying them separately');
    expect(lines[2]!.textContent).toContain('Voucher TEST10');
    expect(lines[2]!.textContent).toContain('−165.10 lei');
    expect(screen.getByText('1,485.90 lei')).toBeTruthy();
    expect(screen.getByText('VAT included (21%): 257.88 lei')).toBeTruthy();
  });

  it('writes Romanian amounts the Romanian way', async () => {
    await renderWith(<OrderSummary summary={summary} loading={false} />, 'ro');
    expect(screen.getByText('1.485,90 lei')).toBeTruthy();
    expect(screen.getByText(/^TVA inclus \(21\s?%\): 257,88 lei$/)).toBeTruthy();
  });

  it('warns instead of showing a total when a price is missing', async () => {
    const unpriced: TOrderSummary = {
      ...summary,
      items: [{ type: 'product', id: 'CCTV', name: null, products: ['CCTV'], price: null, discount: 0 }],
      totalPrice: null,
      vat: null,
    };
    await renderWith(<OrderSummary summary={unpriced} loading={false} />);
    expect(screen.getByText('Price unavailable')).toBeTruthy();
    expect(screen.queryByText('Total to pay')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Some packages have no price yet');
  });

  it('says why VAT is charged when VIES did not confirm the VAT number, in both languages', async () => {
    const noted: TOrderSummary = { ...summary, vatNote: 'viesUnavailable' };
    await renderWith(<OrderSummary summary={noted} loading={false} />, 'ro');
    expect(
      screen.getByText(/^Nu am putut verifica acum codul de TVA în VIES, așa că s-a aplicat TVA/),
    ).toBeTruthy();
    await renderWith(<OrderSummary summary={{ ...summary, vatNote: 'vatNumberInvalid' }} loading={false} />);
    expect(
      screen.getByText(/^VIES does not list the VAT number as valid, so VAT has been charged/),
    ).toBeTruthy();
  });

  it('says the reverse charge in the page’s language only, not the invoice’s two-language mention', async () => {
    const reverse: TOrderSummary = {
      ...summary,
      vat: 0,
      pricesIncludeVat: false,
      reverseCharge: true,
      vatMention: 'Taxare inversă / Reverse charge – Art. 196 Directive 2006/112/EC',
    };
    await renderWith(<OrderSummary summary={reverse} loading={false} />);
    expect(screen.getByText(/^Reverse charge: no Romanian VAT is charged/)).toBeTruthy();
    expect(screen.queryByText(/Taxare inversă/)).toBeNull();
    await renderWith(<OrderSummary summary={reverse} loading={false} />, 'ro');
    expect(screen.getByText(/^Taxare inversă: nu se aplică TVA românesc/)).toBeTruthy();
  });
});

describe('billing details', () => {
  const defaults = {
    fiscalCode: '',
    registrationNumber: '',
    name: '',
    country: '',
    county: '',
    city: '',
    streetAddress: '',
    email: '',
    phoneNumber: '',
  };
  const form = (platform: 'ro' | 'int') => (
    <BillingForm
      id="billing"
      platform={platform}
      defaultValues={defaults}
      onValid={() => Promise.resolve()}
    />
  );

  it('asks a tax or VAT number on INT, the Romanian fiscal code (CUI) elsewhere', async () => {
    const int = await renderWith(form('int'));
    expect(screen.getByLabelText('Tax or VAT number')).toBeTruthy();
    expect(screen.queryByLabelText('Fiscal code (CUI)')).toBeNull();
    int.unmount();
    await renderWith(form('ro'));
    expect(screen.getByLabelText('Fiscal code (CUI)')).toBeTruthy();
  });
});
