import { escapeHtml } from '@conform/server-kit';
import { TEST_CARDS, TEST_CVV, type CardFieldErrors, type CardFields, type Language } from './domain.ts';
import type { SandboxOrder } from './repository.ts';

const TEXTS = {
  ro: {
    title: 'Plată cu cardul',
    sandbox: 'Mediu de test (sandbox): nu introduceți date reale de card. Nicio sumă nu este debitată.',
    order: 'Comanda',
    amount: 'Suma de plată',
    number: 'Numărul cardului',
    expiry: 'Data expirării (LL/AA)',
    cvv: 'Codul CVV',
    name: 'Numele de pe card',
    pay: 'Plătiți',
    cancel: 'Renunțați la plată',
    otherLanguage: 'English',
    testCards: 'Carduri de test',
    testCardsHint: `CVV ${TEST_CVV}, orice dată de expirare viitoare, numele „Test Test”.`,
    accepted: 'acceptat',
    errorCode: 'cod de eroare',
    formErrors: 'Verificați câmpurile marcate.',
    required: 'Câmpul este obligatoriu.',
    invalid: {
      number: 'Numărul cardului nu pare valid.',
      expiry: 'Introduceți data expirării în forma LL/AA.',
      cvv: 'Codul CVV are 3 sau 4 cifre.',
      name: 'Numele este prea lung.',
    },
    errorTitle: 'Plata nu poate fi procesată',
    errors: {
      unreadable: 'Cererea de plată nu a putut fi citită.',
      invalidOrder: 'Cererea de plată nu este validă pentru acest comerciant.',
      duplicate: 'Această comandă a fost deja procesată.',
      notFound: 'Comanda nu a fost găsită.',
    },
  },
  en: {
    title: 'Card payment',
    sandbox: 'Test environment (sandbox): do not enter real card details. No money is charged.',
    order: 'Order',
    amount: 'Amount to pay',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'CVV code',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel the payment',
    otherLanguage: 'Română',
    testCards: 'Test cards',
    testCardsHint: `CVV ${TEST_CVV}, any future expiry date, name "Test Test".`,
    accepted: 'accepted',
    errorCode: 'error code',
    formErrors: 'Please check the highlighted fields.',
    required: 'This field is required.',
    invalid: {
      number: 'The card number does not seem valid.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvv: 'The CVV code has 3 or 4 digits.',
      name: 'The name is too long.',
    },
    errorTitle: 'The payment cannot be processed',
    errors: {
      unreadable: 'The payment request could not be read.',
      invalidOrder: 'The payment request is not valid for this merchant.',
      duplicate: 'This order has already been processed.',
      notFound: 'The order was not found.',
    },
  },
} as const;

export type PageError = keyof (typeof TEXTS)['en']['errors'];

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:Arial,'Liberation Sans',sans-serif;background:#eef1f5;color:#1c2330;line-height:1.5}
  main{max-width:460px;margin:40px auto;background:#fff;border-radius:14px;box-shadow:0 1px 4px rgba(16,24,40,.15);padding:28px}
  h1{font-size:1.5rem;margin:0 0 4px}
  .brand{color:#4f5b6d;font-size:.9rem;margin:0 0 16px}
  .notice{background:#fff6e0;border-left:4px solid #8a5a00;padding:8px 12px;font-size:.9rem;margin:0 0 16px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px}
  dt{color:#4f5b6d}dd{margin:0;font-weight:600}
  label{display:block;font-weight:600;margin:14px 0 4px}
  input{width:100%;padding:10px;border:1px solid #c3cad6;border-radius:8px;font:inherit}
  input[aria-invalid=true]{border-color:#b3261e}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  .error{color:#b3261e;font-size:.9rem;margin:4px 0 0}
  .actions{display:flex;gap:12px;align-items:center;margin-top:22px;flex-wrap:wrap}
  button{font:inherit;font-weight:600;border-radius:8px;padding:10px 20px;cursor:pointer}
  .pay{background:#1f4e8c;color:#fff;border:1px solid #1f4e8c}
  .cancel{background:#fff;color:#1f4e8c;border:1px solid #c3cad6}
  :focus-visible{outline:3px solid #f0a500;outline-offset:2px}
  details{margin-top:22px;font-size:.9rem}
  table{border-collapse:collapse;margin-top:8px}td{padding:2px 10px 2px 0;font-family:monospace}
  .lang{float:right;font-size:.9rem}
`;

export interface Page {
  status: number;
  html: string;
  /** Extra origins the page's forms may lead to (the merchant's return page). */
  formOrigins: string[];
}

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · NETOPIA sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function formatAmount(order: SandboxOrder, language: Language): string {
  return new Intl.NumberFormat(language === 'ro' ? 'ro-RO' : 'en-GB', {
    style: 'currency',
    currency: order.currency,
  }).format(Number(order.amount));
}

/** The card page: order, amount and an accessible card form (labels, errors tied to fields). */
export function cardPage(
  order: SandboxOrder,
  language: Language,
  basePath: string,
  state: { values?: Partial<CardFields>; errors?: CardFieldErrors } = {},
): Page {
  const t = TEXTS[language];
  const errors = state.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const amount = formatAmount(order, language);
  const field = (name: keyof CardFields, attrs: string, value: string | undefined) => {
    const error = errors[name];
    const message = error === 'required' ? t.required : error ? t.invalid[name] : '';
    return `<label for="${name}">${escapeHtml(t[name])}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value ?? '')}"${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    } required>
${error ? `<p class="error" id="${name}-error">${escapeHtml(message)}</p>` : ''}`;
  };
  const values = state.values ?? {};
  const other: Language = language === 'ro' ? 'en' : 'ro';
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([number, card]) =>
        `<tr><td>${number}</td><td>${card.errorCode === 0 ? t.accepted : `${t.errorCode} ${card.errorCode}`}</td><td>${card.brand ?? ''}</td></tr>`,
    )
    .join('');
  const body = `<a class="lang" href="${basePath}/${order.id}?lang=${other}" hreflang="${other}" lang="${other}">${t.otherLanguage}</a>
<h1>${escapeHtml(t.title)}</h1>
<p class="brand">NETOPIA Payments · sandbox</p>
<p class="notice" role="note">${escapeHtml(t.sandbox)}</p>
<dl>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(order.merchantOrderId)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
${hasErrors ? `<p class="error" role="alert">${escapeHtml(t.formErrors)}</p>` : ''}
<form method="post" action="${basePath}/${order.id}/card" novalidate>
${field('number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', values.number)}
<div class="row">
<div>${field('expiry', 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', values.expiry)}</div>
<div>${field('cvv', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', undefined)}</div>
</div>
${field('name', 'autocomplete="cc-name" maxlength="100"', values.name)}
<div class="actions">
<button class="pay" type="submit">${escapeHtml(`${t.pay} ${amount}`)}</button>
<button class="cancel" type="submit" formaction="${basePath}/${order.id}/cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>
<details>
<summary>${escapeHtml(t.testCards)}</summary>
<p>${escapeHtml(t.testCardsHint)}</p>
<table>${cards}</table>
</details>`;
  return {
    status: hasErrors ? 400 : 200,
    html: layout(language, t.title, body),
    formOrigins: [new URL(order.returnUrl).origin],
  };
}

export function errorPage(language: Language, status: number, reason: PageError): Page {
  const t = TEXTS[language];
  const body = `<h1>${escapeHtml(t.errorTitle)}</h1>
<p class="brand">NETOPIA Payments · sandbox</p>
<p role="alert">${escapeHtml(t.errors[reason])}</p>`;
  return { status, html: layout(language, t.errorTitle, body), formOrigins: [] };
}
