import { escapeHtml } from '@conform/server-kit';
/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export interface SafeHtml {
  readonly safeHtml: string;
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && 'safeHtml' in value;
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (isSafe(value)) return value.safeHtml;
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new TypeError('html: only text, numbers, arrays and html fragments can be interpolated');
}

/**
 * Tagged template for document markup: company data is text written by users, so every
 * interpolation is escaped unless it is itself an `html` fragment.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return { safeHtml: out };
}
