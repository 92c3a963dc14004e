/**
 * The HTML the renderer prints: every value through the escaping function of its context, the
 * stylesheet free of any value, a Content-Security-Policy first in <head>. (That the PDF reads the
 * markup as text and reaches no network is no-markup.test.ts, through Chromium.)
 */
import { attr, DOCUMENT_CSP, text } from '../src/engine/html.ts';
import { sampleCompany } from '../src/engine/sample.ts';
import { make } from './support/make.ts';

const HOSTILE = `x</style><link rel=prefetch href=http://127.0.0.1:9/pf><style>"'&amp;\\";}@import url(x);`;

/** The document made for a company of that name. */
const documentFor = (name: string) =>
  make('NOTA_INFORMARE_CLIENTI_PF', { company: { info: { ...sampleCompany('ro').info, name } } }).html;

/** What an HTML parser reads back from an attribute value or a text written by `attr` / `text`. */
const decode = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('escaping, by context', () => {
  it('writes text that cannot open a tag or an entity, and attribute values that cannot end', () => {
    expect(text(`<b>&amp;</b>`)).toBe('&#60;b&#62;&#38;amp;&#60;/b&#62;');
    expect(attr(`" onload="x' data-x='y`)).toBe('&#34; onload=&#34;x&#39; data-x=&#39;y');
    for (const value of [HOSTILE, `ș ț ă "quoted" 'single' <>&`, '']) {
      expect(text(value)).not.toMatch(/[<>"']/);
      expect(attr(value)).not.toMatch(/[<>"']/);
      expect(decode(text(value))).toBe(value);
      expect(decode(attr(value))).toBe(value);
    }
  });
});

describe('the printed HTML', () => {
  it('opens <head> with the Content-Security-Policy: nothing but the document and inlined images and fonts load', () => {
    const html = documentFor('Exemplu Servicii SRL');
    expect(DOCUMENT_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:");
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
    expect(
      head.startsWith(`<meta http-equiv="Content-Security-Policy" content="${attr(DOCUMENT_CSP)}">`),
    ).toBe(true);
  });

  it('keeps every value out of the stylesheet: the running header reads the company from an attribute', () => {
    const plain = documentFor('Exemplu Servicii SRL');
    const hostile = documentFor(HOSTILE);
    const styles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    // One stylesheet, the same whatever the company is called.
    expect(styles(hostile)).toHaveLength(1);
    expect(styles(hostile)).toEqual(styles(plain));
    expect(styles(hostile)[0]).toContain('@top-left { content: attr(data-running-company)');
    // The name is in the root element's attribute, escaped, and reads back as typed.
    const root = /<html [^>]*>/.exec(hostile)![0];
    const company = /data-running-company="([^"]*)"/.exec(root)![1]!;
    expect(decode(company)).toBe(HOSTILE);
    // Nowhere in the document is the name's markup raw.
    expect(hostile).not.toContain('<link rel=prefetch');
  });
});
