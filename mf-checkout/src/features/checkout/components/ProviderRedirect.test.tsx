import { jest } from '@jest/globals';
import type { TPaymentInfo } from '@conform/contracts';

const { renderInShell } = await import('@conform/shell-contract/testing');
const { screen } = await import('@testing-library/react');
const { default: en } = await import('../../../locales/en.json', { with: { type: 'json' } });
const { default: ro } = await import('../../../locales/ro.json', { with: { type: 'json' } });
const { ProviderRedirect } = await import('./ProviderRedirect.tsx');

const render = (info: TPaymentInfo) =>
  renderInShell({
    namespace: 'checkout',
    resources: { ro, en },
    locale: 'en',
    ui: <ProviderRedirect info={info} />,
  });

afterEach(() => jest.restoreAllMocks());

describe('hand-over to the card provider', () => {
  it('NETOPIA v1: posts the sealed order in a hidden form to the provider', async () => {
    // The browser's own form submission is the edge of the test: jsdom cannot leave the page.
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    await render({
      kind: 'form',
      orderId: 'o1',
      method: 'CARD',
      paymentProviderUrl: 'https://sandboxsecure.mobilpay.ro/en',
      data: 'DATA',
      envKey: 'KEY',
      cipher: 'aes-256-cbc',
      iv: 'IV',
    });
    expect(screen.getByRole('status').textContent).toBeTruthy();
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://sandboxsecure.mobilpay.ro/en');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      data: 'DATA',
      env_key: 'KEY',
      cipher: 'aes-256-cbc',
      iv: 'IV',
    });
  });

  it('NETOPIA v2: navigates to the hosted payment page, posting nothing', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    // jsdom does not navigate; it reports the attempt on the console, which is what is checked here.
    const errors: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    });
    const { container } = await render({
      kind: 'redirect',
      orderId: 'o2',
      method: 'CARD',
      paymentProviderUrl: 'https://secure.sandbox.netopia-payments.com/ui/card?p=o2',
    });
    expect(screen.getByRole('status').textContent).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(errors.some((e) => /navigation/i.test(e))).toBe(true);
  });
});
