// The front ends' texts: every key an app's code asks for with a literal t('a.b') exists in both its
// Romanian and English texts, both languages have the same keys, and every key of its texts is used.
// A key counts as used when its path, or the end of its path (b.c of a.b.c: a t() under a keyPrefix or
// a table of keys), is written as a string in the app's sources (tests excluded); when a template
// literal starts with a prefix of it (t(`errors.validation.${code}`)); or when it is a plural form
// (_one, _few, _other …) of a used key. Keys used in ways this cannot see are in ALLOWED, with why.
// A quotation inside a quotation takes the inner marks: „…«…»…” in Romanian, “…‘…’…” in English; a
// text that opens „ or “ again before closing the first is refused (nestedQuote).
//
//   node scripts/check-i18n.ts
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Keys used in ways the check cannot see: app (its folder, '*' for every app), namespace ('' for the app's
 * own texts), the key or, ending with '.', every key under it ('' for the whole namespace), and why.
 */
export const ALLOWED: { app: string; namespace: string; key: string; reason: string }[] = [
  ...['errors.invalid', 'errors.validation.'].map((key) => ({
    app: '*',
    namespace: '',
    key,
    reason:
      "useValidationMessage(namespace) reads errors.<key> for a message key a contract's schema or a service's 400 details give",
  })),
  {
    app: 'mf-documents',
    namespace: '',
    key: 'registers.validation.',
    reason: "useRegisterMessage() reads registers.<key> for the registers' message keys (contracts, service)",
  },
  {
    app: 'shell',
    namespace: 'legal',
    key: '',
    reason: 'LegalPage reads t(`${page}.title`) and t(`${page}.sections`) of the page in its address',
  },
];

const PLURAL = /_(zero|one|two|few|many|other)$/;
const KEY = /^[A-Za-z][\w-]*(\.[\w-]+)*$/;

function leaves(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.add(prefix);
  }
  return into;
}

function files(dir: string, keep: (path: string) => boolean, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, keep, into);
    else if (keep(path)) into.push(path);
  }
  return into;
}

/** An app's texts by namespace and language: src/locales/{ro,en}.json (its own namespace) and <ns>.{ro,en}.json. */
function readTexts(appDir: string): { namespace: string; ro: Set<string>; en: Set<string> }[] {
  const dir = join(appDir, 'src', 'locales');
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const namespaces = new Set(names.map((name) => name.replace(/(^|\.)(ro|en)\.json$/, '')));
  return [...namespaces].map((namespace) => {
    const read = (locale: string): Set<string> =>
      leaves(
        JSON.parse(readFileSync(join(dir, `${namespace ? `${namespace}.` : ''}${locale}.json`), 'utf8')),
      );
    return { namespace: namespace || '', ro: read('ro'), en: read('en') };
  });
}

/**
 * Where a text opens a quotation of the same kind inside another: „Inclus în pachetul „Start”” must be
 * „Inclus în pachetul «Start»” (Romanian typography) and “the “Start” bundle” must be “the ‘Start’
 * bundle”. Returns the text's quotation that holds the nested one, or undefined.
 */
export function nestedQuote(text: string): string | undefined {
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '„' || ch === '“') {
      if (open >= 0) return text.slice(open, text.indexOf('”', i) + 1 || undefined);
      open = i;
    } else if (ch === '”') {
      open = -1;
    }
  }
  return undefined;
}

/** Every text of a JSON file of texts with its path (arrays by index). */
function entries(value: unknown, prefix = '', into: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') into.push([prefix, value]);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) entries(inner, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** Texts of an app that nest a quotation in one of the same kind, each a problem line. */
function quoteProblems(appDir: string, app: string): string[] {
  const dir = join(appDir, 'src', 'locales');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) =>
      entries(JSON.parse(readFileSync(join(dir, name), 'utf8'))).flatMap(([key, text]) => {
        const quote = nestedQuote(text);
        return quote === undefined
          ? []
          : [
              `${app}: ${name} ${key} nests a quotation in the same marks (use «…» in „…”, ‘…’ in “…”): ${quote}`,
            ];
      }),
    );
}

export interface Sources {
  /** Keys asked for with a literal t('…') (a namespace prefix kept). */
  called: Set<string>;
  /** Every string literal and every static piece of a template literal. */
  strings: Set<string>;
  /** The static start of each template literal followed by an interpolation (`a.b.${x}` gives a.b.). */
  prefixes: Set<string>;
}

/** 'account:auth.title' names auth.title of the account texts. */
const withoutNamespace = (text: string): string => text.replace(/^[\w-]+:(?=[A-Za-z])/, '');

export function scanSources(texts: string[]): Sources {
  const sources: Sources = { called: new Set(), strings: new Set(), prefixes: new Set() };
  for (const text of texts) {
    for (const m of text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) {
      if (KEY.test(withoutNamespace(m[2]!))) sources.called.add(m[2]!);
    }
    for (const m of text.matchAll(/'([^'\n\\]*)'|"([^"\n\\]*)"/g)) {
      sources.strings.add(withoutNamespace(m[1] ?? m[2]!));
    }
    for (const m of text.matchAll(/`([^`]*)`/g)) {
      const pieces = m[1]!.split(/\$\{[^}]*\}/).map(withoutNamespace);
      pieces.forEach((piece) => sources.strings.add(piece));
      if (pieces.length > 1 && pieces[0] && KEY.test(pieces[0].replace(/\.$/, '')))
        sources.prefixes.add(pieces[0]);
    }
  }
  return sources;
}

function used(key: string, sources: Sources): boolean {
  const base = key.replace(PLURAL, '');
  const segments = base.split('.');
  for (let i = 0; i < segments.length; i++) {
    if (sources.strings.has(segments.slice(i).join('.'))) return true;
  }
  for (const prefix of sources.prefixes) if (base.startsWith(prefix)) return true;
  return false;
}

/** What is wrong with one app's texts (its folder, e.g. mf-dashboard), each problem a line. */
export function i18nProblems(appDir: string, app = relative(process.cwd(), appDir) || appDir): string[] {
  const texts = readTexts(appDir);
  const sourceFiles = files(
    join(appDir, 'src'),
    (path) => /\.(ts|tsx)$/.test(path) && !/\.test\.(ts|tsx)$/.test(path) && !path.includes('/test/'),
  );
  const sources = scanSources(sourceFiles.map((path) => readFileSync(path, 'utf8')));
  const problems: string[] = quoteProblems(appDir, app);
  const allowed = (namespace: string, key: string) =>
    ALLOWED.some(
      (a) =>
        (a.app === app || a.app === '*') &&
        a.namespace === namespace &&
        (a.key === key.replace(PLURAL, '') ||
          ((a.key === '' || a.key.endsWith('.')) && key.startsWith(a.key))),
    );
  const has = (keys: Set<string>, key: string) =>
    keys.has(key) || [...keys].some((k) => k.replace(PLURAL, '') === key || k.startsWith(`${key}.`));

  for (const { namespace, ro, en } of texts) {
    const name = namespace || 'own';
    // Plural forms differ by language (Romanian has _few): a plural key is compared by its base.
    const bases = (keys: Set<string>) => new Set([...keys].map((key) => key.replace(PLURAL, '')));
    for (const [locale, keys, other] of [
      ['ro', ro, en],
      ['en', en, ro],
    ] as const) {
      const otherBases = bases(other);
      for (const key of bases(keys)) {
        if (!otherBases.has(key)) problems.push(`${app}: ${name} ${key} is in ${locale} only`);
      }
    }
    for (const key of ro) {
      if (en.has(key) && !used(key, sources) && !allowed(namespace, key))
        problems.push(`${app}: ${name} ${key} is not used`);
    }
  }
  const byNamespace = new Map(texts.map((t) => [t.namespace, t]));
  for (const call of sources.called) {
    const match = /^([\w-]+):(.*)$/.exec(call);
    // A key of another app's namespace (e.g. the shared validation texts) is that app's to check.
    const owner = match ? byNamespace.get(match[1]!) : undefined;
    if (match && !owner) continue;
    const key = match ? match[2]! : call;
    if (key.endsWith('.')) continue;
    const candidates = owner ? [owner] : texts;
    for (const locale of ['ro', 'en'] as const) {
      if (!candidates.some((t) => has(t[locale], key)))
        problems.push(`${app}: t('${call}') has no ${locale} text`);
    }
  }
  return problems.sort();
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..');
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const problems = apps.flatMap((app) => i18nProblems(join(root, app), app));
  if (problems.length) {
    console.error(`Texts (node scripts/check-i18n.ts):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
}
