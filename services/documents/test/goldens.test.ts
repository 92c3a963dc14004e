/**
 * The goldens: the full text of every document the fully configured company of each edition (RO,
 * EN, INT; support/companies.ts) gets, in each language the edition makes it in, compared exactly
 * with test/goldens/<edition>/<CODE>.<lang>.txt. They are the proof that moving a template's wording
 * into content files changes no word: any change of a document's text fails here with its diff.
 * A sparse company of the RO and INT editions (test/goldens/ro-sparse, int-sparse: nothing given
 * beyond the registry's data, no DPO, empty registers, one situation per category, an automated
 * decision without its logic) holds the wording of the other branches: blanks, the contact person,
 * no channel, empty registers.
 *
 * A deliberate change of wording is recorded by writing them again and reviewing the diff in git:
 *   UPDATE_GOLDENS=1 npm run test:unit -- services/documents/test/goldens.test.ts
 * (files of documents no longer made are removed then).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_SUBJECTS, presetsBySubject, productsForEdition, type TDataSubject } from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import { companiesService } from '@conform/companies-service';
import { readCompany } from '@conform/companies-service/read';
import { configuratorService } from '@conform/configurator-service';
import { readSituations, type SituationReadModel } from '@conform/configurator-service/read';
import { startTestService, type TestService } from '@conform/server-kit/testing';
import { documentsService } from '../src/app.ts';
import type { TDocumentsConfig } from '../src/config.ts';
import { generatableDocuments } from '../src/documents/plan.ts';
import type { RegisterEntries } from '../src/engine/context.ts';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../src/engine/sample.ts';
import { REGISTER_DOCUMENTS, registerEntries } from '../src/registers/domain.ts';
import { createRegistersRepository } from '../src/registers/repository.ts';
import { channelOfKey, documentKey, typeOfKey } from '../src/catalogue.ts';
import { coveredPurchases, isChannelDocument } from '../src/documents/channels.ts';
import { EDITIONS, fullyConfiguredCompany, WEBSITE_CHANNEL, type Edition } from './support/companies.ts';
import { goldenText } from './support/golden.ts';

const GOLDENS = join(dirname(fileURLToPath(import.meta.url)), 'goldens');
const UPDATE = process.env['UPDATE_GOLDENS'] === '1';
/** Every date a document prints comes from here: the goldens do not change with the calendar. */
const NOW = new Date('2026-03-05T10:00:00Z');
const SLOW = 120_000;

/** Every document the edition's products list and the usage guide; the archive is zipped on download. */
function expectedTypes(edition: Edition['edition']): string[] {
  const types = new Set<string>(['GHID_UTILIZARE_DOCUMENTE']);
  for (const product of productsForEdition(edition)) for (const type of product.documents) types.add(type);
  types.delete('ARCHIVE');
  return [...types].sort();
}

interface Fixture {
  /** The folder under test/goldens. */
  folder: string;
  edition: Edition['edition'];
  languages: Array<'ro' | 'en'>;
}

const SPARSE: Fixture[] = [
  { folder: 'ro-sparse', edition: 'RO', languages: ['ro', 'en'] },
  { folder: 'int-sparse', edition: 'INT', languages: ['en'] },
];
const FIXTURES: Fixture[] = [
  ...EDITIONS.map((e) => ({
    folder: e.platform,
    edition: e.edition,
    languages: [e.language, ...e.otherLanguages],
  })),
  ...SPARSE,
];

/**
 * The RO and EN companies describe a website for their first online package: its policies are made
 * for it (`POLITICA_COOKIES@channel-site`), next to the ones of the online packages no channel serves.
 */
const channelKeys = (fixture: Fixture) =>
  EDITIONS.some((e) => e.platform === fixture.folder && e.platform !== 'int')
    ? expectedTypes(fixture.edition)
        .filter(isChannelDocument)
        .map((type) => documentKey(type, undefined, WEBSITE_CHANNEL))
    : [];
const CASES = FIXTURES.flatMap((fixture) =>
  fixture.languages.flatMap((language) =>
    [...expectedTypes(fixture.edition), ...channelKeys(fixture)].map((type) => ({ fixture, language, type })),
  ),
);
const fileOf = (c: (typeof CASES)[number]) => join(GOLDENS, c.fixture.folder, `${c.type}.${c.language}.txt`);

/**
 * A company that bought everything and gave nothing beyond the registry's data: no DPO (a contact
 * person without details), no e-mail, website, representative, employees, measures, processors or
 * cameras; the first situation of each category, its first operation an automated decision whose
 * logic is not described and its second profiling.
 */
function sparseCompany(fixture: Fixture): {
  company: CompanyReadModel;
  situations: (language: 'ro' | 'en') => SituationReadModel[];
} {
  const platform = fixture.edition === 'INT' ? 'int' : 'ro';
  const products = productsForEdition(fixture.edition).map((p) => p.id);
  const company: CompanyReadModel = {
    ...sampleCompany(platform),
    dataProtectionResponsible: { isDpo: false, name: '', email: '', phone: '', notifiedOn: null },
    contactEmail: null,
    website: null,
    legalRepresentative: null,
    employeeCount: null,
    securityMeasures: null,
    processors: [],
    cctv: null,
    products: { pending: [], configured: products, purchased: products },
  };
  const firsts = DATA_SUBJECTS.filter((s: TDataSubject) => presetsBySubject[s].situations.length > 0);
  return {
    company,
    situations: (language) =>
      firsts.map((subject) => {
        const [situation] = sampleSituations(language, fixture.edition === 'INT' ? 'INT' : 'RO', [subject]);
        return {
          ...situation!,
          operations: situation!.operations.map((op, i) =>
            i === 0
              ? { ...op, automatedDecision: 'AUTOMATED_DECISION', automatedDecisionLogic: null }
              : i === 1
                ? { ...op, automatedDecision: 'PROFILING' }
                : op,
          ),
        };
      }),
  };
}

/**
 * The configurator gives situations and operations random ids, which a document may print (the
 * record's sections are named by them): written as their place in the company's list instead.
 */
function stableIds(text: string, situations: readonly SituationReadModel[]): string {
  const names = new Map<string, string>();
  situations.forEach((s, i) => {
    names.set(s.id, `situation${i + 1}`);
    s.operations.forEach((op, j) => names.set(op.id, `situation${i + 1}op${j + 1}`));
  });
  return [...names].reduce((out, [id, name]) => out.replaceAll(id, name), text);
}

let svc: TestService<TDocumentsConfig>;
let configurator: TestService<unknown>;
const made = new Map<
  string,
  {
    company: NonNullable<Awaited<ReturnType<typeof readCompany>>>;
    /** The situations as read for a document in each language (the configurator's are stored once). */
    situations: Record<'ro' | 'en', SituationReadModel[]>;
    registers: RegisterEntries;
    products: Map<string, string>;
  }
>();

beforeAll(async () => {
  svc = await startTestService(documentsService, {
    alsoMigrate: [companiesService, configuratorService],
    // Nothing is rendered: the trees are made here, as the worker would make them.
    manualBackground: true,
    env: {
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      LINK_SECRET: 'test-link-secret-0123456789abcdef0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'documents-goldens-')),
    },
  });
  configurator = await startTestService(configuratorService, { db: svc.db });
  for (const edition of EDITIONS) {
    const { id } = await fullyConfiguredCompany(edition, { documents: svc, configurator });
    const company = (await readCompany(svc.db, id))!;
    // Stored once, in the language they were made in; the context writes them in the document's.
    const situations = await readSituations(svc.db, id);
    made.set(edition.platform, {
      company,
      situations: { ro: situations, en: situations },
      registers: await registerEntries(createRegistersRepository(svc.db), id, NOW),
      products: new Map(generatableDocuments(company).map((d) => [d.type, d.product])),
    });
  }
  for (const fixture of SPARSE) {
    const { company, situations } = sparseCompany(fixture);
    made.set(fixture.folder, {
      company,
      situations: { ro: situations('ro'), en: situations('en') },
      registers: { requests: [], breaches: [] },
      products: new Map(generatableDocuments(company).map((d) => [d.type, d.product])),
    });
  }
}, SLOW);

afterAll(async () => {
  await configurator?.close();
  await svc?.close();
  if (UPDATE) {
    // Goldens of documents no longer made go with them.
    const wanted = new Set(CASES.map(fileOf));
    for (const fixture of FIXTURES) {
      const folder = join(GOLDENS, fixture.folder);
      if (!existsSync(folder)) continue;
      for (const name of readdirSync(folder)) if (!wanted.has(join(folder, name))) rmSync(join(folder, name));
    }
  }
});

describe('the text of every document of the fully configured companies (goldens)', () => {
  it('has a golden for every document made, and none for a document no longer made', () => {
    const wanted = new Set(CASES.map(fileOf));
    const present = FIXTURES.flatMap((fixture) => {
      const folder = join(GOLDENS, fixture.folder);
      return existsSync(folder) ? readdirSync(folder).map((name) => join(folder, name)) : [];
    });
    if (!UPDATE) {
      expect(present.filter((file) => !wanted.has(file))).toEqual([]);
      expect([...wanted].filter((file) => !existsSync(file))).toEqual([]);
    }
  });

  it.each(CASES.map((c) => [c.fixture.folder, c.type, c.language, c] as const))(
    '%s: %s (%s) prints exactly its golden',
    (_folder, key, language, c) => {
      const data = made.get(c.fixture.folder)!;
      const product = data.products.get(key);
      if (!product) throw new Error(`${key} is not among the company's documents`);
      // As the worker: a channel's policy covers the packages its channel serves, the others the rest.
      const type = typeOfKey(key);
      const scope = situationScope(type, product, coveredPurchases(data.company, key));
      const situations = data.situations[language];
      const prepared = prepareDocument({
        type,
        product,
        ...(channelOfKey(key) ? { channel: channelOfKey(key) } : {}),
        company: data.company,
        situations:
          scope === 'none'
            ? []
            : scope === 'all'
              ? situations
              : situations.filter((s) => scope.subjects.includes(s.dataSubject)),
        language,
        version: 1,
        now: NOW,
        // As the worker: only the printed registers read the registers' entries.
        ...((Object.values(REGISTER_DOCUMENTS) as string[]).includes(type)
          ? { registers: data.registers }
          : {}),
      });
      if (!prepared) throw new Error(`${type}: no template`);
      const text = stableIds(goldenText(prepared.tree), situations);
      const file = fileOf(c);
      if (UPDATE) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
        return;
      }
      if (!existsSync(file)) throw new Error(`no golden ${file}: write it with UPDATE_GOLDENS=1`);
      expect(text).toBe(readFileSync(file, 'utf8'));
    },
  );
});
