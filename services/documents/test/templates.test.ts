/**
 * Every template against its checklist (facts/gdpr-documents.md, facts/document-checklists.md), for
 * a realistic company (the catalogue's presets, as a company that took every suggestion), in
 * Romanian and English, on the RO and INT editions: the sections each document must have, the
 * company's data in them (every purpose and retention period), the rights, the authority, the DPO
 * wording rule, visible placeholders for missing data, clean text. The DOCX of each is opened and read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DOCUMENT_CODES,
  documentsByCode,
  products,
  type TDataSubject,
  type TDocumentCode,
} from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { buildContext, type Language } from '../src/engine/context.ts';
import { TEMPLATES } from '../src/engine/registry.ts';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../src/engine/sample.ts';
import { treeText, type DocumentTree } from '../src/engine/tree.ts';

const CODES = DOCUMENT_CODES.filter((code) => TEMPLATES[code] !== null);

/** A product that includes the document (the first on the edition); the guide is UTILS'. */
function productOf(code: TDocumentCode, edition: 'RO' | 'INT'): string {
  if (code === 'GHID_UTILIZARE_DOCUMENTE') return 'UTILS';
  const product = products.find((p) => p.documents.includes(code) && p.editions.includes(edition));
  if (!product) throw new Error(`no product includes ${code} on ${edition}`);
  return product.id;
}

function situationsFor(code: TDocumentCode, product: string, language: Language, edition: 'RO' | 'INT') {
  const scope = situationScope(code, product);
  if (scope === 'none') return [];
  const subjects = scope === 'all' ? undefined : [scope.subject as TDataSubject];
  return sampleSituations(language, edition, subjects);
}

function make(
  code: TDocumentCode,
  options: {
    language?: Language;
    edition?: 'RO' | 'INT';
    company?: Partial<CompanyReadModel>;
    situations?: SituationReadModel[];
  } = {},
) {
  const edition = options.edition ?? 'RO';
  const language = edition === 'INT' ? 'en' : (options.language ?? 'ro');
  const product = productOf(code, edition);
  const company = { ...sampleCompany(edition === 'INT' ? 'int' : 'ro'), ...options.company };
  const bought = product === 'UTILS' ? (edition === 'INT' ? 'INT_EMPLOYEES' : 'EMPLOYEES') : product;
  company.products = { pending: [], configured: [bought], purchased: [bought] };
  const situations = options.situations ?? situationsFor(code, product, language, edition);
  const prepared = prepareDocument({
    type: code,
    product,
    company,
    situations,
    language,
    version: 3,
    now: new Date('2026-03-02T10:00:00Z'),
  });
  if (!prepared) throw new Error(`${code}: no template`);
  const ctx = buildContext({ company, situations, product, language });
  return { ...prepared, text: treeText(prepared.tree), ctx };
}

const sectionIds = (tree: DocumentTree) => tree.sections.map((s) => s.id);
const sectionText = (tree: DocumentTree, id: string) => {
  const s = tree.sections.find((x) => x.id === id);
  return s ? treeText({ ...tree, title: '', subtitle: '', sections: [s] }) : '';
};

const NOTICES = CODES.filter((c) => c.startsWith('NOTA_INFORMARE_') && c !== 'NOTA_INFORMARE_CCTV');
const CONSENTS = CODES.filter((c) => c.startsWith('CONSIMTAMANT_'));

describe('every template, in both languages and on both editions', () => {
  it.each(
    CODES.flatMap(
      (code) =>
        [
          [code, 'ro', 'RO'],
          [code, 'en', 'RO'],
          [code, 'en', 'INT'],
        ] as const,
    ),
  )(
    '%s (%s, %s edition): clean text, the company named, the controller identified',
    (code, language, edition) => {
      const { tree, text } = make(code, { language, edition });
      expect(tree.language).toBe(language);
      expect(text).not.toMatch(/undefined|\bnull\b|\[object|NaN/);
      // Romanian is written with comma-below ș ț, never cedilla ş ţ.
      expect(text).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
      // Romanian citation style: „art. 13 alin. (1) lit. a)”, never „lit. (a)”.
      if (language === 'ro') expect(text).not.toMatch(/\blit\. \(/);
      // "ePrivacy", and the data are plural, as in the catalogue ("providing the data is" is about providing).
      expect(text).not.toMatch(/e-privacy|(?<!providing )\bthe data is\b/i);
      // The EU ODR platform closed on 20 July 2025 (Regulation (EU) 2024/3228): no document sends anyone there.
      expect(text).not.toMatch(
        /consumers\/odr|\bODR\b|online dispute resolution|soluționarea online a litigiilor/i,
      );
      expect(text).toContain(tree.company);
      expect(tree.sections.length).toBeGreaterThan(1);
      // Section ids are unique: the version history names sections by them.
      expect(new Set(sectionIds(tree)).size).toBe(tree.sections.length);
      if (edition === 'INT') {
        // The INT edition names no Romanian law or authority.
        expect(text).not.toMatch(
          /ANSPDCP|Law No\. (190|506|365)\/|Legea nr\.|OUG|Emergency Ordinance|Romanian/,
        );
      }
    },
  );
});

describe('information notices (Art. 13 and 14 GDPR)', () => {
  const REQUIRED = [
    'controller',
    'dpo',
    'data',
    'purposes',
    'recipients',
    'transfers',
    'retention',
    'provision',
    'automated',
    'rights',
    'complaint',
    'changes',
  ];

  it.each(
    NOTICES.flatMap(
      (code) =>
        [
          [code, 'ro'],
          [code, 'en'],
        ] as const,
    ),
  )('%s (%s) has every Art. 13 element, with the company’s data', (code, language) => {
    const { tree, text, ctx } = make(code, { language });
    expect(sectionIds(tree)).toEqual(expect.arrayContaining(REQUIRED));
    expect(ctx.operations.length).toBeGreaterThan(0);
    for (const op of ctx.operations) {
      // Every configured purpose and its retention period appear.
      expect(text).toContain(op.purpose);
      expect(text).toContain(op.storageDuration);
    }
    const rights = sectionText(tree, 'rights');
    for (const article of ['15', '16', '17', '18', '20', '21', '22'])
      expect(rights).toMatch(new RegExp(`\\b${article}\\b`));
    if (ctx.operations.some((op) => op.grounds.includes('CONSENT')))
      expect(rights).toMatch(language === 'ro' ? /retrage/ : /withdraw/);
    expect(sectionText(tree, 'complaint')).toContain('anspdcp@dataprotection.ro');
    // Restriction in every case of Art. 18(1), unlawful processing (b) included.
    expect(rights).toMatch(language === 'ro' ? /prelucrarea este ilegală/ : /the processing is unlawful/);
    // Processors are the providers acting for the company; couriers, banks and authorities are not.
    if (ctx.operations.some((op) => op.recipients.length > 0))
      expect(sectionText(tree, 'recipients')).toMatch(
        language === 'ro' ? /operatori independenți/ : /independent controllers/,
      );
    expect(sectionText(tree, 'purposes')).toMatch(
      language === 'ro' ? /art\. 6 alin\. \(1\) lit\. [a-f]\)/ : /Article 6\(1\)\([a-f]\)/,
    );
  });

  it('the employee notice adds workplace monitoring, national numbers where they apply, special and criminal data, and an acknowledgement that is not consent', () => {
    const { tree, text } = make('NOTA_INFORMARE_ANGAJATI');
    expect(sectionIds(tree)).toEqual(expect.arrayContaining(['special', 'monitoring', 'acknowledgement']));
    expect(sectionText(tree, 'monitoring')).toContain('art. 5 din Legea nr. 190/2018');
    expect(sectionText(tree, 'monitoring')).toContain('30 de zile');
    expect(sectionText(tree, 'special')).toMatch(/art\. 9 alin\. \(2\) lit\. [bh]\)/);
    expect(sectionText(tree, 'special')).toContain('art. 10 din GDPR');
    expect(sectionText(tree, 'acknowledgement')).toContain('nu reprezintă consimțământul');
    // Payroll: 5 years when declared in D112/D205, 50 years otherwise (Law 82/1991 art. 25(1^1)).
    expect(sectionText(tree, 'retention')).toMatch(/5 ani pentru statele de salarii .*D112\/D205.*50 de ani/);
    // Disciplinary records: until the sanction is struck off, 12 months (Labour Code art. 248(3)).
    expect(sectionText(tree, 'retention')).toContain('art. 248 alin. (3) din Codul muncii');
    // What only the company knows is left visibly to complete.
    expect(text).toContain('[…]');
  });

  it('keeps a candidate’s CV for the recruitment’s retention period, as configured, not until the day it ends', () => {
    for (const language of ['ro', 'en'] as const) {
      const { tree, ctx } = make('NOTA_INFORMARE_CANDIDATI', { language });
      const specifics = sectionText(tree, 'specifics');
      expect(specifics).toMatch(
        language === 'ro' ? /pe durata indicată mai sus/ : /for the period stated above/,
      );
      expect(specifics).not.toMatch(
        /ștergem CV-ul .* la încheierea recrutării|delete your CV .* when the recruitment ends/,
      );
      const applications = ctx.operations.find((op) => op.suggestionId === 'c-rec-applications');
      expect(sectionText(tree, 'retention')).toContain(applications!.storageDuration);
    }
  });

  it('says "no transfers" when all data stays in the EEA, and names the mechanism per country otherwise', () => {
    const situations: SituationReadModel[] = [
      {
        id: 'p-1',
        dataSubject: 'PERSONAL_CLIENTS',
        name: 'Vânzări',
        suggestionId: null,
        operations: [
          {
            id: 'p-1-a',
            name: 'Facturarea',
            purpose: 'Emiterea facturilor.',
            data: ['Nume și prenume'],
            grounds: ['LEGAL_OBLIGATION'],
            groundReason: 'Legea contabilității nr. 82/1991',
            specialDataGround: null,
            sources: ['Persoana vizată'],
            recipients: ['Contabilul'],
            recipientsLocations: ['România'],
            storageDuration: '10 ani',
            storageLocations: ['România'],
            suggestionId: null,
          },
        ],
      },
    ];
    const inEea = make('NOTA_INFORMARE_CLIENTI_PF', { situations });
    expect(sectionText(inEea.tree, 'transfers')).toContain(
      'Nu transferăm datele dumneavoastră în afara Spațiului Economic European',
    );
    const op = situations[0]!.operations[0]!;
    const abroad = make('NOTA_INFORMARE_CLIENTI_PF', {
      situations: [
        {
          ...situations[0]!,
          operations: [
            { ...op, recipientsLocations: ['Statele Unite ale Americii', 'Regatul Unit', 'Narnia'] },
          ],
        },
      ],
    });
    const transfers = sectionText(abroad.tree, 'transfers');
    expect(transfers).toContain('Data Privacy Framework');
    expect(transfers).toContain('decizie de adecvare');
    // A country the catalogue does not know: the mechanism is left visibly to complete.
    expect(transfers).toMatch(/Narnia \| \[…\]/);
    expect(transfers).toContain('protectiadatelor@exemplu.ro');
  });

  it('follows the DPO wording rule: only an appointed person is called the DPO', () => {
    const dpo = make('NOTA_INFORMARE_CLIENTI_PF');
    expect(dpo.tree.sections.find((s) => s.id === 'dpo')?.title).toBe(
      'Responsabilul cu protecția datelor (DPO)',
    );
    const contact = make('NOTA_INFORMARE_CLIENTI_PF', {
      company: {
        dataProtectionResponsible: {
          isDpo: false,
          name: 'Ion Ionescu',
          email: 'ion@exemplu.ro',
          phone: '0740000000',
        },
      },
    });
    const section = contact.tree.sections.find((s) => s.id === 'dpo')!;
    expect(section.title).toBe('Persoana de contact pentru protecția datelor');
    expect(sectionText(contact.tree, 'dpo')).not.toMatch(/desemnat un responsabil/);
  });

  it('prints what the company has not given as a visible placeholder, never a silent gap', () => {
    const { tree } = make('NOTA_INFORMARE_CLIENTI_PF', {
      company: { contactEmail: null, dataProtectionResponsible: null },
    });
    const controller = tree.sections.find((s) => s.id === 'controller')!;
    const facts = controller.blocks.find((b) => b.kind === 'facts');
    expect(JSON.stringify(facts)).toContain('"missing":"adresa de e-mail de contact"');
    expect(JSON.stringify(tree.sections.find((s) => s.id === 'dpo'))).toContain('"missing"');
  });

  it('writes unchanged catalogue operations in the document’s language, and the company’s own words as written', () => {
    const situations = sampleSituations('ro', 'RO', ['EMPLOYEES']);
    const custom = {
      ...situations[0]!,
      operations: [{ ...situations[0]!.operations[0]!, purpose: 'Scopul nostru, scris de noi.' }],
    };
    const { text } = make('NOTA_INFORMARE_ANGAJATI', {
      language: 'en',
      situations: [custom, ...situations.slice(1)],
    });
    expect(text).toContain('Scopul nostru, scris de noi.');
    expect(text).toContain('Calculating and paying salaries');
    expect(text).not.toContain('Calculul și plata salariilor');
  });
});

describe('consent forms (Arts. 7 and 9(2)(a) GDPR)', () => {
  it.each(
    CONSENTS.flatMap(
      (code) =>
        [
          [code, 'ro'],
          [code, 'en'],
        ] as const,
    ),
  )('%s (%s): a box per purpose, never ticked, and the withdrawal', (code, language) => {
    const { tree, ctx, text } = make(code, { language });
    const boxes = tree.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'checkbox');
    const consentOps = ctx.operations.filter(
      (op) => op.grounds.includes('CONSENT') && !/-(analytics|ads)$/.test(op.suggestionId ?? ''),
    );
    if (code === 'CONSIMTAMANT_MARKETING') expect(boxes).toHaveLength(4);
    else expect(boxes).toHaveLength(consentOps.length);
    for (const op of consentOps) expect(text).toContain(op.name);
    expect(sectionIds(tree)).toContain('withdrawal');
    expect(sectionText(tree, 'withdrawal')).toMatch(language === 'ro' ? /oricând/ : /at any time/);
  });

  it('asks for explicit consent where health data is processed, and tells patients it is not the medical consent', () => {
    // Dietary restrictions and accessibility needs of event participants are health data.
    expect(make('CONSIMTAMANT_PARTICIPANTI_EVENIMENTE').text).toContain('consimțământul explicit');
    expect(make('CONSIMTAMANT_PACIENTI').text).toContain(
      'nu înlocuiește acordul informat pentru actul medical',
    );
  });

  it('lists on the online shop’s form only the purposes based on consent: no box for the account or the order', () => {
    const { text, ctx } = make('CONSIMTAMANT_MAGAZIN_ONLINE');
    const account = ctx.operations.find((op) => op.suggestionId === 'osu-cu-account');
    expect(account?.grounds).toEqual(['CONTRACT_PERFORMANCE']);
    expect(text).not.toContain(account!.name);
    expect(text).toContain(ctx.operations.find((op) => op.suggestionId === 'osu-pr-newsletter')!.name);
  });

  it('asks for parental consent for minors: Art. 8 for online events only', () => {
    expect(make('CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE').text).toContain('art. 8 din GDPR');
    const offline = make('CONSIMTAMANT_PARTICIPANTI_EVENIMENTE').text;
    expect(offline).toContain('părintele sau reprezentantul legal');
    expect(offline).not.toContain('art. 8 din GDPR');
  });
});

describe('policies', () => {
  it('the privacy policy covers marketing, cookies, children, and leaves the website address to complete', () => {
    const { tree, text } = make('POLITICA_CONFIDENTIALITATE');
    expect(sectionIds(tree)).toEqual(
      expect.arrayContaining(['website', 'marketing', 'cookies', 'children', 'rights', 'complaint']),
    );
    expect(sectionText(tree, 'children')).toContain('16 ani');
    expect(text).toContain('[…]');
  });

  it('the cookie policy lists every cookie operation, strictly necessary apart, with Law 506/2004', () => {
    const { tree, ctx, text } = make('POLITICA_COOKIES');
    const cookies = ctx.operations.filter((op) => /-(cookies|analytics|ads)$/.test(op.suggestionId ?? ''));
    expect(cookies.length).toBeGreaterThan(0);
    for (const op of cookies) expect(text).toContain(op.name);
    expect(sectionText(tree, 'what')).toContain('art. 4 alin. (5) și (6) din Legea nr. 506/2004');
  });

  it.each([
    ['ro', 'RO'],
    ['en', 'RO'],
    ['en', 'INT'],
  ] as const)(
    'the camera sign (%s, %s) carries the interest, the retention, the rights and where the notice is (EDPB 3/2019)',
    (language, edition) => {
      const { tree } = make('AFIS_SUPRAVEGHERE_VIDEO', { language, edition });
      expect(sectionIds(tree)).toEqual(['controller', 'dpo', 'purposes', 'retention', 'rights', 'more']);
      expect(sectionText(tree, 'purposes')).toMatch(
        language === 'ro'
          ? /interesul nostru legitim.*art\. 6 alin\. \(1\) lit\. f\)/
          : /legitimate interest.*Article 6\(1\)\(f\)/,
      );
      expect(sectionText(tree, 'retention')).toMatch(language === 'ro' ? /30 de zile/ : /30 days/);
      expect(sectionText(tree, 'rights')).toMatch(/15, 17, 18 (și|and) 21/);
      expect(sectionText(tree, 'rights')).toMatch(
        edition === 'INT' ? /competent supervisory authority/ : /ANSPDCP/,
      );
      // The company gave no website yet: where the full notice is stays visibly to complete.
      expect(sectionText(tree, 'more')).toContain('[…]');
    },
  );
});

describe('terms and conditions', () => {
  it('the online shop terms give the 14-day withdrawal, the conformity guarantee and ANPC – SAL, not the closed ODR platform', () => {
    const { text } = make('TERMENI_CONDITII_MAGAZIN_ONLINE');
    expect(text).toContain('14 zile');
    expect(text).toContain('OUG nr. 34/2014');
    expect(text).toContain('Ordonanța de urgență a Guvernului nr. 140/2021');
    expect(text).toContain('ANPC – SAL');
    expect(text).not.toMatch(/ec\.europa\.eu\/consumers\/odr/i);
    expect(text).toContain('art. 5 din Legea nr. 365/2002');
  });

  it('on the INT edition they rely on the EU directives', () => {
    const { text } = make('TERMENI_CONDITII_MAGAZIN_ONLINE', { edition: 'INT' });
    expect(text).toContain('Directive 2011/83/EU');
    expect(text).toContain('Directive (EU) 2019/771');
  });

  it('the platform terms carry the Digital Services Act notice-and-action rules', () => {
    const { text } = make('TERMENI_CONDITII_IMOBILIARE');
    expect(text).toContain('art. 16 din Regulamentul (UE) 2022/2065');
    expect(text).toContain('art. 17 din Regulamentul (UE) 2022/2065');
  });

  it('the withdrawal form follows the model, with the shop’s details', () => {
    const { text } = make('FORMULAR_RETRAGERE');
    expect(text).toContain('anexa nr. 1 lit. B la OUG nr. 34/2014');
    expect(text).toContain('Prin prezenta vă informez că doresc să mă retrag din contract');
    expect(text).toContain('Exemplu Servicii SRL');
  });
});

describe('the editable DOCX', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docx-'));
  it.each([
    'NOTA_INFORMARE_ANGAJATI',
    'CONSIMTAMANT_MARKETING',
    'POLITICA_COOKIES',
    'TERMENI_CONDITII_CAZARE',
  ] as const)(
    '%s opens as a Word document with real headings, tables and the company’s data',
    async (code) => {
      const prepared = make(code);
      const file = join(dir, `${code}.docx`);
      writeFileSync(file, await prepared.docx());
      const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
      expect(xml).toContain('Exemplu Servicii SRL');
      expect(xml).toContain('w:pStyle w:val="Heading2"');
      for (const section of prepared.tree.sections)
        expect(xml).toContain(section.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
      if (code === 'NOTA_INFORMARE_ANGAJATI') expect(xml).toContain('<w:tbl>');
      const header = execFileSync('unzip', ['-l', file], { encoding: 'utf8' });
      expect(header).toMatch(/word\/header\d\.xml/);
    },
  );
});

it('has a template for every type of the first two families (notices and consents, policies and terms)', () => {
  const firstFamilies = DOCUMENT_CODES.filter((c) =>
    ['NOTICES_CONSENTS', 'POLICIES_TERMS'].includes(documentsByCode[c].group),
  );
  // 28, and the camera sign, which joined the notices as the first layer of the CCTV information.
  expect(firstFamilies).toHaveLength(29);
  expect(firstFamilies.filter((c) => TEMPLATES[c] === null)).toEqual([]);
});

it('the usage guide cites the controller’s identification in each language’s style', () => {
  expect(make('GHID_UTILIZARE_DOCUMENTE').text).toContain('art. 13 alin. (1) lit. a) și b)');
  expect(make('GHID_UTILIZARE_DOCUMENTE', { language: 'en' }).text).toContain(
    'If anything has changed, update them on the platform',
  );
});
