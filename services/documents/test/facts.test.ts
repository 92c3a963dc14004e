/**
 * Facts, not guesses: a document that speaks of one kind of processing (marketing, cookies, the
 * monitoring of employees, WP248's systematic monitoring) lists the operations the admin said are
 * of that kind (their purpose category and cookie use, chosen in the operation dialog or taken
 * from the catalogue preset they chose), never operations whose words sound like it. And no
 * template or context builder reads the words a user typed to decide what a document says.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { products, type TDocumentCode } from '@conform/catalogues';
import type { OperationReadModel, SituationReadModel } from '@conform/configurator-service/read';
import { prepareDocument } from '../src/engine/render.ts';
import { sampleCompany } from '../src/engine/sample.ts';
import { treeText, type DocumentTree } from '../src/engine/tree.ts';
import { goldenText } from './support/golden.ts';

function productOf(code: TDocumentCode): string {
  const product = products.find((p) => p.documents.includes(code) && p.editions.includes('RO'));
  if (!product) throw new Error(`no product includes ${code}`);
  return product.id;
}

let counter = 0;
function operation(
  fields: Partial<OperationReadModel> & Pick<OperationReadModel, 'name'>,
): OperationReadModel {
  counter += 1;
  return {
    id: `op-${counter}`,
    purpose: `Scopul operațiunii ${fields.name}.`,
    purposeCategory: null,
    cookies: 'NONE',
    processorIds: [],
    data: ['Nume și prenume'],
    grounds: ['CONSENT'],
    groundReason: null,
    specialDataGround: null,
    sources: ['Persoana vizată'],
    recipients: [],
    recipientsLocations: [],
    storageDuration: '1 an',
    storageLocations: ['România'],
    provisionRequirement: 'VOLUNTARY',
    provisionConsequence: null,
    automatedDecision: 'NONE',
    automatedDecisionLogic: null,
    suggestionId: null,
    ...fields,
  };
}

// Words that say marketing, cookies and monitoring, on operations that are none of these.
const WORDY_SERVICE = 'Newsletter, marketing, promoții, oferte și cookie-uri de publicitate';
const WORDY_EMPLOYMENT = 'Monitorizare CCTV, supraveghere video și GPS';
// Neutral words, on operations that are.
const MARKETING = 'Operațiunea Q7';
const COOKIES = 'Operațiunea K3';
const MONITORING = 'Operațiunea M5';

const situations: SituationReadModel[] = [
  {
    id: 'o-site',
    dataSubject: 'ONLINE_SHOP_USERS',
    name: 'Site-ul',
    suggestionId: null,
    operations: [
      operation({
        name: WORDY_SERVICE,
        purposeCategory: 'SERVICE',
        grounds: ['CONTRACT_PERFORMANCE'],
        provisionRequirement: 'CONTRACT_NECESSARY',
      }),
      operation({ name: MARKETING, purposeCategory: 'MARKETING' }),
      operation({ name: COOKIES, purposeCategory: 'ANALYTICS', cookies: 'WITH_CONSENT' }),
    ],
  },
  {
    id: 'e-work',
    dataSubject: 'EMPLOYEES',
    name: 'Munca',
    suggestionId: null,
    operations: [
      operation({
        name: WORDY_EMPLOYMENT,
        purposeCategory: 'EMPLOYMENT',
        grounds: ['LEGAL_OBLIGATION'],
        groundReason: 'Codul muncii',
        provisionRequirement: 'STATUTORY',
      }),
      operation({
        name: MONITORING,
        purposeCategory: 'MONITORING',
        grounds: ['LEGITIMATE_INTEREST'],
        groundReason: 'Protejarea bunurilor angajatorului.',
      }),
    ],
  },
];

function make(
  code: TDocumentCode,
  employeeCount?: number | null,
  now = new Date('2026-03-02T10:00:00Z'),
): DocumentTree {
  const product = productOf(code);
  const company = sampleCompany('ro');
  if (employeeCount !== undefined) company.employeeCount = employeeCount;
  company.products = { pending: [], configured: [product], purchased: [product] };
  const prepared = prepareDocument({
    type: code,
    product,
    company,
    situations,
    language: 'ro',
    version: 1,
    now,
  });
  if (!prepared) throw new Error(`${code}: no template`);
  return prepared.tree;
}

const section = (tree: DocumentTree, id: string) => {
  const s = tree.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id} in ${tree.title}`);
  return treeText({ ...tree, title: '', subtitle: '', sections: [s] });
};

describe('documents list the operations of a kind by what the admin said, not by their words', () => {
  it.each(['POLITICA_MESAJE_MARKETING', 'PROCEDURA_MARKETING'] as const)(
    '%s: the marketing operation, not the one whose name says marketing',
    (code) => {
      const text = treeText(make(code));
      expect(text).toContain(MARKETING);
      expect(text).not.toContain(WORDY_SERVICE);
      expect(text).not.toContain(WORDY_EMPLOYMENT);
    },
  );

  it('the privacy policy: its marketing section lists the marketing operation only', () => {
    const marketing = section(make('POLITICA_CONFIDENTIALITATE'), 'marketing');
    expect(marketing).toContain(MARKETING);
    expect(marketing).not.toContain(WORDY_SERVICE);
  });

  it('the cookie policy: the operation that sets cookies with consent, not the one that names cookies', () => {
    const text = treeText(make('POLITICA_COOKIES'));
    expect(text).toContain(COOKIES);
    expect(text).not.toContain(WORDY_SERVICE);
    expect(text).not.toContain(MARKETING);
  });

  it('a consent form leaves cookies to the banner: the cookie operation is not on it, the marketing one is', () => {
    const text = treeText(make('CONSIMTAMANT_MAGAZIN_ONLINE'));
    expect(text).toContain(MARKETING);
    expect(text).not.toContain(COOKIES);
  });

  it('the IT use policy and the screening form: the monitoring operation, not the one whose name says CCTV', () => {
    const it = section(make('POLITICA_UTILIZARE_IT'), 'monitoring');
    expect(it).toContain(MONITORING);
    expect(it).not.toContain(WORDY_EMPLOYMENT);
    const screening = goldenText(make('FORMULAR_EVALUARE_PRELIMINARA_EIPD'));
    const row = screening.split('\n').find((line) => line.startsWith('| Monitorizare sistematică'));
    expect(row).toContain(MONITORING);
    expect(row).not.toContain(WORDY_EMPLOYMENT);
  });
});

describe('conclusions follow from facts, with the rule they rest on', () => {
  const basis = (employees: number | null) =>
    section(make('NOTA_INFORMARE_AVERTIZORI', employees), 'purposes');

  it('the whistleblowing channel: a legal obligation from 50 employees, the legitimate interest below', () => {
    const small = basis(14);
    expect(small).toContain('(14) este sub pragul de 50');
    expect(small).toContain('art. 6 alin. (1) lit. f) din GDPR');
    expect(small).not.toContain('lit. c)');
    const large = basis(50);
    expect(large).toContain(
      'obligația legală de a avea un canal intern de raportare, prevăzută de Legea nr. 361/2022',
    );
    expect(large).not.toContain('lit. f)');
  });

  it('the threshold in force on the document’s date: 250 employees until 16 December 2023, 50 from the 17th (one source for the text and the conclusion)', () => {
    const before = section(
      make('NOTA_INFORMARE_AVERTIZORI', 100, new Date('2023-12-16T09:00:00Z')),
      'purposes',
    );
    expect(before).toContain('(100) este sub pragul de 250');
    expect(before).toContain('art. 6 alin. (1) lit. f) din GDPR');
    const after = section(
      make('NOTA_INFORMARE_AVERTIZORI', 100, new Date('2023-12-18T09:00:00Z')),
      'purposes',
    );
    expect(after).toContain('prevăzută de Legea nr. 361/2022');
    expect(after).not.toContain('lit. f)');
  });

  it('an unknown headcount states the rule and asks for the fact', () => {
    const unknown = goldenText(make('NOTA_INFORMARE_AVERTIZORI', null));
    expect(unknown).toContain('dacă compania are cel puțin 50 de angajați');
    expect(unknown).toContain('Numărul angajaților companiei: […: numărul angajaților].');
  });
});

/**
 * Reading the user's words to decide content is what this test forbids in the engine: a regular
 * expression or a keyword search there. The content engine (content/engine.ts, markdown.ts,
 * check.ts, versions.ts) parses content files, not user text, and html.ts/docx.ts check a link's scheme to keep
 * it inert; they are not scanned. A known exception would be listed with its count: it may
 * shrink, never grow.
 */
describe('no inference from free text in the engine', () => {
  const ENGINE = join(dirname(fileURLToPath(import.meta.url)), '../src/engine');
  const NOT_DECIDING = new Set([
    'content/engine.ts',
    'content/markdown.ts',
    'content/check.ts',
    'content/versions.ts',
    'html.ts',
    'docx.ts',
  ]);
  /**
   * Known exceptions, by file and count (none left since processors are assigned to operations by
   * the admin): a count may only shrink.
   */
  const KNOWN: Record<string, number> = {};
  const MATCHING =
    /\.(test|match|matchAll|search)\(|new RegExp\(|\.toLowerCase\(\)\s*\.(includes|startsWith|endsWith|indexOf)\(/g;

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return path.endsWith('.ts') ? [path] : [];
    });
  }

  it('no template or context builder matches words, beyond the known exception', () => {
    const found: Record<string, number> = {};
    for (const path of files(ENGINE)) {
      const name = relative(ENGINE, path);
      if (NOT_DECIDING.has(name)) continue;
      const count = readFileSync(path, 'utf8').match(MATCHING)?.length ?? 0;
      if (count > 0) found[name] = count;
    }
    for (const [name, count] of Object.entries(found)) {
      expect({ file: name, matches: count }).toEqual({
        file: name,
        matches: Math.min(count, KNOWN[name] ?? 0),
      });
    }
  });

  it('the scan sees a keyword match when there is one', () => {
    expect('/cookie/i.test(op.name)'.match(MATCHING)).toHaveLength(1);
    expect("op.name.toLowerCase().includes('marketing')".match(MATCHING)).toHaveLength(1);
    expect("op.purposeCategory === 'MARKETING'".match(MATCHING)).toBeNull();
  });
});
