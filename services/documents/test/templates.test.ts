/**
 * Every template against its checklist (docs/facts/gdpr-documents.md, docs/facts/document-checklists.md), for
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
  valueLists,
  type TDataSubject,
  type TDocumentCode,
} from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { countOf } from '../src/engine/blocks.ts';
import { buildContext, type Language } from '../src/engine/context.ts';
import { TEMPLATES } from '../src/engine/registry.ts';
import { HISTORY_SECTION } from '../src/engine/history.ts';
import { prepareDocument, situationScope } from '../src/engine/render.ts';
import { sampleCompany, sampleSituations } from '../src/engine/sample.ts';
import { blanksOf, treeText, type DocumentTree } from '../src/engine/tree.ts';
import { goldenText } from './support/golden.ts';

const CODES = DOCUMENT_CODES.filter((code) => TEMPLATES[code] !== null);

/** A product that includes the document (the first on the edition); the guide is UTILS'. */
function productOf(code: TDocumentCode, edition: 'RO' | 'INT'): string {
  if (code === 'GHID_UTILIZARE_DOCUMENTE') return 'UTILS';
  const product = products.find((p) => p.documents.includes(code) && p.editions.includes(edition));
  if (!product) throw new Error(`no product includes ${code} on ${edition}`);
  return product.id;
}

function situationsFor(code: TDocumentCode, product: string, language: Language, edition: 'RO' | 'INT') {
  const scope = situationScope(code, product, [product]);
  if (scope === 'none') return [];
  const subjects = scope === 'all' ? undefined : (scope.subjects as TDataSubject[]);
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

/** The document's own sections: the version history that ends it is history.test.ts's. */
const sectionIds = (tree: DocumentTree) =>
  tree.sections.filter((s) => s.id !== HISTORY_SECTION).map((s) => s.id);
const sectionText = (tree: DocumentTree, id: string) => {
  const s = tree.sections.find((x) => x.id === id);
  return s ? treeText({ ...tree, title: '', subtitle: '', sections: [s] }) : '';
};

// The notices made from a category's situations; the CCTV and whistleblowing notices have their own tests.
const NOTICES = CODES.filter(
  (c) => c.startsWith('NOTA_INFORMARE_') && c !== 'NOTA_INFORMARE_CCTV' && c !== 'NOTA_INFORMARE_AVERTIZORI',
);
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
      expect(new Set(tree.sections.map((s) => s.id)).size).toBe(tree.sections.length);
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
    // The right to complain has no precondition: the notice does not ask to be contacted first.
    expect(sectionText(tree, 'complaint')).toMatch(
      language === 'ro' ? /nu depinde de o sesizare prealabilă/ : /does not depend on contacting us first/,
    );
    expect(sectionText(tree, 'complaint')).not.toMatch(/mai întâi|contact us first:/);
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
    expect(sectionText(tree, 'annex')).toMatch(/5 ani pentru statele de salarii .*D112\/D205.*50 de ani/);
    // Disciplinary records: until the sanction is struck off, 12 months (Labour Code art. 248(3)).
    expect(sectionText(tree, 'annex')).toContain('art. 248 alin. (3) din Codul muncii');
    // What only the company knows is left visibly to complete.
    expect(text).toContain('[…]');
  });

  it('the employee notice is layered: the body sums up each situation with its legal bases, the annex states each operation under its situation', () => {
    for (const language of ['ro', 'en'] as const) {
      const { tree, ctx } = make('NOTA_INFORMARE_ANGAJATI', { language });
      const purposes = sectionText(tree, 'purposes');
      const annex = sectionText(tree, 'annex');
      // The body holds no per-operation table: the purposes, retention and provision tables are in the annex.
      for (const id of ['purposes', 'retention', 'provision'])
        expect(tree.sections.find((s) => s.id === id)!.blocks.some((b) => b.kind === 'table')).toBe(false);
      expect(sectionText(tree, 'retention')).toMatch(
        language === 'ro' ? /anexa acestei note/ : /annex to this notice/,
      );
      const situations = [...new Set(ctx.operations.map((op) => op.situationName))];
      for (const situation of situations) {
        const ops = ctx.operations.filter((op) => op.situationName === situation);
        // The body: the situation, its operations by name and each ground its operations rest on, once.
        const line = purposes.split('\n').find((l) => l.includes(`${situation}:`))!;
        for (const op of ops) expect(line).toContain(op.name);
        const letters = [...new Set(ops.flatMap((op) => op.grounds))].length;
        expect(line.match(language === 'ro' ? /lit\. [a-f]\) \(/g : /\([a-f]\) \(/g)).toHaveLength(letters);
        // The annex: each operation under its situation, with its purpose, retention and basis.
        const under = annex.slice(annex.indexOf(situation));
        for (const op of ops) {
          expect(under).toContain(op.purpose);
          expect(under).toContain(op.storageDuration);
        }
      }
      const payroll = ctx.operations.find((op) => op.suggestionId === 'e-drm-payroll')!;
      const entry = annex.slice(annex.indexOf(payroll.name)).split('\n').slice(0, 6).join('\n');
      expect(entry).toContain(payroll.storageDuration);
      expect(entry).toMatch(language === 'ro' ? /art\. 6 alin\. \(1\) lit\. c\)/ : /Article 6\(1\)\(c\)/);
    }
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
            provisionRequirement: 'STATUTORY',
            provisionConsequence: null,
            automatedDecision: 'NONE',
            automatedDecisionLogic: null,
            purposeCategory: 'FINANCE',
            cookies: 'NONE',
            processorIds: [],
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
    // No processor of the company there: the recipient the platform does not know is named with its
    // safeguard asked (in the operation's dialog), never guessed from the country (the DPF only
    // covers certified recipients).
    expect(transfers).toMatch(/Statele Unite ale Americii \| Contabilul: \[…\]/);
    expect([...blanksOf(abroad.tree).keys()]).toContain(
      'garanția transferului către Contabilul din Statele Unite ale Americii, în fereastra operațiunii (art. 45–49 din GDPR; pentru clauze contractuale standard, modulul 1 dacă destinatarul este operator)',
    );
    expect(transfers).not.toContain('Data Privacy Framework');
    expect(transfers).toMatch(/Regatul Unit \| decizie de adecvare/);
    // A country the catalogue does not know: the mechanism is left visibly to complete.
    // Taken as outside the EEA without adequacy: its recipient asked for its safeguard.
    expect(transfers).toMatch(/Narnia \| Contabilul: \[…\]/);
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
          notifiedOn: null,
        },
      },
    });
    const section = contact.tree.sections.find((s) => s.id === 'dpo')!;
    expect(section.title).toBe('Persoana de contact pentru protecția datelor');
    // It says what the company said (no DPO), never that it is not required to have one.
    expect(sectionText(contact.tree, 'dpo')).toContain('Nu am desemnat un responsabil cu protecția datelor');
    expect(sectionText(contact.tree, 'dpo')).not.toMatch(/Am desemnat|obligația/);
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
      expect(sectionIds(tree)).toEqual(['controller', 'purposes', 'retention', 'rights', 'more']);
      expect(tree.layout).toBe('sign');
      expect(sectionText(tree, 'controller')).toMatch(/\(DPO\).*Ioana Popescu/s);
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
    expect(text).toContain('Ordonanței de urgență a Guvernului nr. 140/2021');
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

describe('response templates (Arts. 12, 15–22 GDPR)', () => {
  const RESPONSES = CODES.filter((c) => c.startsWith('MODELE_RASPUNS_'));
  const REFUSABLE = RESPONSES.filter(
    (c) => !['MODELE_RASPUNS_INFORMATII_SUPLIMENTARE', 'MODELE_RASPUNS_CONFIRMARE_INREGISTRARE'].includes(c),
  );

  it('covers the nine rights the facts list', () => {
    expect(RESPONSES).toHaveLength(9);
  });

  it.each(RESPONSES.flatMap((code) => [[code, 'ro'] as const, [code, 'en'] as const]))(
    '%s (%s): how to use it (one month, extension, free, the register), then a letter on the letterhead with fields to fill in and a signature',
    (code, language) => {
      const { tree, ctx } = make(code, { language });
      expect(sectionIds(tree)).toEqual(['how', 'letter']);
      const how = sectionText(tree, 'how');
      expect(how).toMatch(language === 'ro' ? /o lună.*două luni/s : /one month.*two further months/s);
      expect(how).toMatch(language === 'ro' ? /gratuit/ : /free of charge/);
      expect(how).toMatch(language === 'ro' ? /registrul cererilor/ : /register of data-subject requests/);
      const letter = sectionText(tree, 'letter');
      expect(letter).toContain(ctx.company.info.name);
      expect(letter).toContain(ctx.company.info.fiscalCode);
      expect(letter).toContain(ctx.company.contactEmail!);
      // The request's own details are fields to fill in, not invented values.
      expect(letter).toMatch(
        language === 'ro' ? /\[data primirii cererii\]/ : /\[date the request was received\]/,
      );
      expect(letter).toMatch(language === 'ro' ? /\[numele/ : /\[name of the person\]/);
      expect(tree.sections[1]!.blocks.at(-1)?.kind).toBe('signatures');
    },
  );

  it.each(REFUSABLE)(
    '%s names the routes of appeal: ANSPDCP on RO, the competent authority on INT',
    (code) => {
      expect(sectionText(make(code).tree, 'letter')).toContain('anspdcp@dataprotection.ro');
      const int = sectionText(make(code, { edition: 'INT' }).tree, 'letter');
      expect(int).not.toContain('ANSPDCP');
      expect(int).toMatch(/competent supervisory authority/);
    },
  );

  it('the acknowledgement and the request for information refuse nothing, so name no appeal', () => {
    for (const code of [
      'MODELE_RASPUNS_INFORMATII_SUPLIMENTARE',
      'MODELE_RASPUNS_CONFIRMARE_INREGISTRARE',
    ] as const)
      expect(sectionText(make(code).tree, 'letter')).not.toContain('ANSPDCP');
  });

  it('states what each right requires', () => {
    const letter = (code: TDocumentCode, language: Language = 'ro') =>
      sectionText(make(code, { language }).tree, 'letter');
    // Restriction: every ground of Art. 18(1), including unlawful processing (content review C15).
    expect(letter('MODELE_RASPUNS_RESTRICTIONARE')).toMatch(
      /lit\. a\)\).*lit\. b\)\).*lit\. c\)\).*lit\. d\)\)/s,
    );
    expect(letter('MODELE_RASPUNS_RESTRICTIONARE', 'en')).toMatch(/unlawful/);
    // Objection to direct marketing is absolute; to legitimate interest, compelling grounds.
    expect(letter('MODELE_RASPUNS_OPOZITIE')).toMatch(/marketing direct/);
    expect(letter('MODELE_RASPUNS_OPOZITIE', 'en')).toMatch(/compelling legitimate grounds/);
    // Erasure: the Art. 17(3) exceptions and informing recipients (Art. 19).
    const erasure = letter('MODELE_RASPUNS_STERGERE');
    expect(erasure).toMatch(/art\. 17 alin\. \(3\) lit\. b\)/);
    expect(erasure).toMatch(/art\. 19/);
    // Access: every item of Art. 15(1) and (2).
    const access = letter('MODELE_RASPUNS_ACCES', 'en');
    for (const item of [
      'purposes',
      'categories of data',
      'recipients',
      'storage period',
      'source',
      'automated decision-making',
      'safeguards',
    ])
      expect(access).toContain(item);
    // Portability: consent or contract, automated means, a machine-readable format.
    expect(letter('MODELE_RASPUNS_PORTABILITATE', 'en')).toMatch(/consent or the contract.*CSV or JSON/s);
    // Automated decision: human intervention and the logic involved (Art. 22(3), 15(1)(h)).
    expect(letter('MODELE_RASPUNS_DECIZIE_AUTOMATA', 'en')).toMatch(/Article 22\(3\).*logic involved/s);
    // Identification: only what is strictly needed, no full ID copy (Art. 12(6)).
    expect(sectionText(make('MODELE_RASPUNS_INFORMATII_SUPLIMENTARE').tree, 'how')).toMatch(
      /strict necesare.*actului de identitate/s,
    );
  });

  it('signs with the legal representative once given, else the data-protection contact', () => {
    const { tree } = make('MODELE_RASPUNS_ACCES', {
      company: {
        legalRepresentative: { name: 'Mihai Georgescu', role: 'administrator' },
      },
    });
    expect(sectionText(tree, 'letter')).toContain('Mihai Georgescu, administrator');
    const withoutRep = make('MODELE_RASPUNS_ACCES');
    expect(sectionText(withoutRep.tree, 'letter')).toContain(
      withoutRep.ctx.company.dataProtectionResponsible!.name,
    );
  });
});

describe('internal policies and procedures', () => {
  const POLICIES = [
    'POLITICA_RETENTIE',
    'POLITICA_INCALCARI_SECURITATE',
    'POLITICA_EVALUARE_IMPACT',
    'POLITICA_CERERI_PERSOANE_VIZATE',
    'POLITICA_MESAJE_MARKETING',
    'POLITICA_PROTECTIA_DATELOR',
    'POLITICA_SUPRAVEGHERE_VIDEO',
    'PROCEDURA_MARKETING',
    'POLITICA_SECURITATE_INFORMATIEI',
    'POLITICA_UTILIZARE_IT',
    'PROCEDURA_AVERTIZARE_INTEGRITATE',
  ] as const;

  it.each(POLICIES.flatMap((code) => [[code, 'ro'] as const, [code, 'en'] as const]))(
    '%s (%s): scope with the company and its data-protection contact, approval by the legal representative, the employees’ acknowledgement',
    (code, language) => {
      const { tree, ctx } = make(code, { language });
      const ids = sectionIds(tree);
      expect(ids[0]).toBe('scope');
      expect(ids.slice(-2)).toEqual(['approval', 'acknowledgement']);
      expect(sectionText(tree, 'scope')).toContain(ctx.company.dataProtectionResponsible!.name);
      const approval = tree.sections.find((s) => s.id === 'approval')!;
      expect(approval.blocks.some((b) => b.kind === 'signatures')).toBe(true);
      const ack = tree.sections.find((s) => s.id === 'acknowledgement')!;
      const rows = ack.blocks.find((b) => b.kind === 'table');
      expect(rows?.kind === 'table' && rows.rows.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('the data protection policy: Art. 5 principles, roles by the DPO rule, the company’s operations by ground, its measures and processors, Law 190/2018 art. 4 on RO only', () => {
    const processors = [
      {
        id: 'p1',
        name: 'Cloud Contabil SRL',
        fiscalCode: 'RO123456',
        registrationNumber: null,
        address: 'Cluj-Napoca',
        country: 'RO',
        representative: null,
        contactEmail: null,
        service: 'Contabilitate și salarizare',
        transferMechanism: null,
        dpfCheckedOn: null,
        sccModule: null,
        sccSignedOn: null,
        derogation: null,
        bcrReference: null,
        subProcessors: [],
      },
      {
        id: 'p2',
        name: 'Mailer Inc.',
        fiscalCode: 'US-99',
        registrationNumber: null,
        address: 'San Francisco',
        country: 'US',
        representative: null,
        contactEmail: null,
        service: 'E-mail marketing',
        transferMechanism: 'DPF',
        dpfCheckedOn: null,
        sccModule: null,
        sccSignedOn: null,
        derogation: null,
        bcrReference: null,
        subProcessors: [],
      },
    ];
    const { tree, ctx } = make('POLITICA_PROTECTIA_DATELOR', {
      company: { processors, securityMeasures: { measures: ['BACKUPS'], other: '' } },
    });
    expect(sectionIds(tree)).toEqual([
      'scope',
      'principles',
      'roles',
      'lawfulness',
      'by-design',
      'access',
      'security',
      'national-ids',
      'providers',
      'rights',
      'breaches',
      'training',
      'documentation',
      'approval',
      'acknowledgement',
    ]);
    expect(sectionText(tree, 'principles')).toMatch(
      /reducerea la minimum.*limitarea legată de stocare.*responsabilitate/s,
    );
    expect(sectionText(tree, 'roles')).toContain('art. 38–39 din GDPR');
    const lawfulness = sectionText(tree, 'lawfulness');
    for (const op of ctx.operations) expect(lawfulness).toContain(op.name);
    expect(lawfulness).toContain('art. 6 alin. (1) lit. c)');
    expect(sectionText(tree, 'security')).toContain('Copii de siguranță periodice');
    const providers = sectionText(tree, 'providers');
    expect(providers).toContain('Cloud Contabil SRL');
    expect(providers).toMatch(/Mailer Inc\..*Data Privacy Framework/s);
    expect(sectionText(tree, 'rights')).toContain('ANSPDCP');

    const contact = make('POLITICA_PROTECTIA_DATELOR', {
      company: {
        dataProtectionResponsible: {
          isDpo: false,
          name: 'Dan Ilie',
          email: 'd@x.ro',
          phone: '',
          notifiedOn: null,
        },
        processors: [],
      },
    });
    expect(sectionText(contact.tree, 'roles')).toMatch(/nu are obligația de a desemna un DPO/);
    // No measures and no processors given yet: visibly to complete, never silently empty.
    expect(sectionText(contact.tree, 'security')).toContain('[…]');
    expect(sectionText(contact.tree, 'providers')).toMatch(/nu a indicat încă/);

    const int = make('POLITICA_PROTECTIA_DATELOR', { edition: 'INT' });
    expect(sectionIds(int.tree)).not.toContain('national-ids');
    expect(int.text).not.toMatch(/190\/2018|ANSPDCP/);
    expect(sectionText(int.tree, 'lawfulness')).toContain('Article 6(1)(b)');
  });

  it('the video surveillance policy: the company’s areas, period, recipients and consultation, the access log, art. 5 of Law 190/2018 (Art. 88 on INT)', () => {
    const cctv = {
      areas: ['Casele de marcat', 'Parcarea'],
      retentionDays: 20,
      retentionReason: null,
      recipients: ['Firma de pază Gardian SRL'],
      lessIntrusiveMeans: 'Oglinzi de supraveghere și paza umană',
      consultationDate: '2026-03-31',
    };
    const { tree } = make('POLITICA_SUPRAVEGHERE_VIDEO', { company: { cctv } });
    expect(sectionText(tree, 'areas')).toContain('Casele de marcat; Parcarea');
    expect(sectionText(tree, 'areas')).toMatch(/vestiare, grupuri sanitare/);
    expect(sectionText(tree, 'retention')).toContain('cel mult 20 de zile');
    expect(sectionText(tree, 'access')).toContain('Firma de pază Gardian SRL');
    expect(sectionText(tree, 'access')).toContain('art. 28 din GDPR');
    const log = tree.sections.find((s) => s.id === 'extraction')!.blocks.find((b) => b.kind === 'table');
    expect(log?.kind === 'table' && log.rows.length).toBeGreaterThanOrEqual(5);
    const employees = sectionText(tree, 'employees');
    expect(employees).toContain('art. 5 din Legea nr. 190/2018');
    expect(employees).toContain('31 martie 2026');
    expect(employees).toContain('Oglinzi de supraveghere');
    expect(sectionText(tree, 'assessment')).toContain('art. 35 alin. (3) lit. c)');

    const int = make('POLITICA_SUPRAVEGHERE_VIDEO', { edition: 'INT', company: { cctv } });
    expect(int.text).not.toMatch(/190\/2018|333\/2003|ANSPDCP/);
    expect(sectionText(int.tree, 'employees')).toContain('Article 88 GDPR');
    expect(sectionText(int.tree, 'retention')).toContain('20 days at most');
  });

  it('the video surveillance policy names the people authorised to view the images, and asks for them only when none is listed', () => {
    const cctv = {
      areas: ['Parcarea'],
      retentionDays: 30,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: null,
      viewers: [
        { name: 'Ana Ionescu', position: 'Administrator' },
        { name: 'Mihai Popa', position: 'Șef de tură' },
      ],
    };
    const ro = sectionText(make('POLITICA_SUPRAVEGHERE_VIDEO', { company: { cctv } }).tree, 'access');
    expect(ro).toContain('Ana Ionescu, Administrator');
    expect(ro).toContain('Mihai Popa, Șef de tură');
    expect(ro).not.toContain('[…]');
    const en = make('POLITICA_SUPRAVEGHERE_VIDEO', { language: 'en', company: { cctv } });
    expect(sectionText(en.tree, 'access')).toContain('Ana Ionescu, Administrator');
    expect(sectionText(en.tree, 'access')).not.toContain('[…]');

    // Stored before the question was asked (no list) or an empty list: the blank (place cctv in _blanks.json).
    const { viewers: _none, ...before } = cctv;
    for (const company of [{ cctv: before }, { cctv: { ...cctv, viewers: [] } }]) {
      const access = sectionText(make('POLITICA_SUPRAVEGHERE_VIDEO', { company }).tree, 'access');
      expect(access).toContain('autorizate în scris de conducere:\n[…]');
      expect(access).not.toContain('Ana Ionescu');
    }
  });

  it('the CCTV notice names the positions allowed to view the images and the company’s own recipients, presumes no security firm, and says portability does not apply', () => {
    const cctv = {
      areas: ['Recepția'],
      retentionDays: 30,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: null,
      viewers: [
        { name: 'Ana Ionescu', position: 'Administrator' },
        { name: 'Mihai Popa', position: 'Recepționer' },
        { name: 'Ioana Rusu', position: 'Recepționer' },
      ],
    };
    const ro = make('NOTA_INFORMARE_CCTV', { company: { cctv } });
    const recipients = sectionText(ro.tree, 'recipients');
    // The people filmed learn the positions (each once), not the names of the staff.
    expect(recipients).toContain(
      'personalul nostru autorizat în scris de conducere (Administrator, Recepționer)',
    );
    expect(recipients).not.toContain('Ana Ionescu');
    expect(recipients).not.toMatch(/firma de pază/i);
    const rights = sectionText(ro.tree, 'rights');
    expect(rights).toContain(
      'Dreptul la portabilitatea datelor (art. 20 din GDPR) nu se aplică acestor prelucrări',
    );
    expect(rights).not.toContain('dreptul la portabilitatea datelor: să primiți');

    // The company's security firm, when it lists one, is a recipient of its own.
    const withFirm = make('NOTA_INFORMARE_CCTV', {
      language: 'en',
      company: { cctv: { ...cctv, recipients: ['Gardian Security SRL'] } },
    });
    expect(sectionText(withFirm.tree, 'recipients')).toContain('Gardian Security SRL');
    expect(sectionText(withFirm.tree, 'rights')).toContain(
      'The right to data portability (Article 20 GDPR) does not apply to this processing',
    );

    // The access log names who may view the footage, and asks when nobody is listed.
    const log = make('REGISTRU_ACCES_CCTV', { company: { cctv } });
    expect(log.text).toContain(
      'Ana Ionescu (Administrator); Mihai Popa (Recepționer); Ioana Rusu (Recepționer)',
    );
    const asked = make('REGISTRU_ACCES_CCTV', { company: { cctv: { ...cctv, viewers: [] } } });
    expect(asked.text).toContain('Persoanele autorizate să vizioneze imaginile: […');
  });

  it('a notice lists data portability when an operation rests on consent or a contract, and says it does not apply otherwise', () => {
    // The employees' operations include the employment contract (Art. 6(1)(b)).
    const employees = make('NOTA_INFORMARE_ANGAJATI');
    expect(employees.ctx.operations.some((op) => op.grounds.includes('CONTRACT_PERFORMANCE'))).toBe(true);
    expect(sectionText(employees.tree, 'rights')).toContain('dreptul la portabilitatea datelor: să primiți');
    expect(sectionText(employees.tree, 'rights')).not.toContain('nu se aplică');

    // The same category with only its operations on legitimate interest alone: no portability (Art. 20(1)(a)).
    const situations = sampleSituations('ro', 'RO', ['EMPLOYEES']).map((situation) => ({
      ...situation,
      operations: situation.operations.filter((op) => op.grounds.join() === 'LEGITIMATE_INTEREST'),
    }));
    expect(situations.flatMap((situation) => situation.operations)).not.toHaveLength(0);
    const interest = make('NOTA_INFORMARE_ANGAJATI', { situations });
    expect(sectionText(interest.tree, 'rights')).not.toContain(
      'dreptul la portabilitatea datelor: să primiți',
    );
    expect(sectionText(interest.tree, 'rights')).toContain(
      'Dreptul la portabilitatea datelor (art. 20 din GDPR) nu se aplică',
    );
  });

  it('the marketing procedure lists the company’s marketing communications only when the company does not have the marketing policy, which lists them', () => {
    const situations = sampleSituations('ro', 'RO', ['PERSONAL_CLIENTS']);
    const newsletter = situations
      .flatMap((s) => s.operations)
      .find((op) => op.purposeCategory === 'MARKETING')!;
    const alone = make('PROCEDURA_MARKETING', { situations });
    expect(sectionText(alone.tree, 'operations')).toContain(newsletter.name);
    // The company also bought the package with the marketing policy (make() buys only the procedure's).
    const policyProduct = products.find((p) => p.documents.includes('POLITICA_MESAJE_MARKETING'))!.id;
    const company = sampleCompany('ro');
    const purchased = [productOf('PROCEDURA_MARKETING', 'RO'), policyProduct];
    company.products = { pending: [], configured: purchased, purchased };
    const withPolicy = prepareDocument({
      type: 'PROCEDURA_MARKETING',
      product: purchased[0]!,
      company,
      situations,
      language: 'ro',
      version: 1,
      now: new Date('2026-03-02T10:00:00Z'),
    })!;
    const pointer = sectionText(withPolicy.tree, 'operations');
    expect(pointer).toContain('Politica privind comunicările de marketing');
    expect(pointer).not.toContain(newsletter.name);
  });

  it('the marketing procedure: the campaign steps under the edition’s law, a checklist to fill in, the company’s marketing operations', () => {
    for (const language of ['ro', 'en'] as const) {
      const { tree } = make('PROCEDURA_MARKETING', { language });
      expect(sectionIds(tree).slice(1, 8)).toEqual([
        'list',
        'signup',
        'message',
        'provider',
        'unsubscribe',
        'records',
        'operations',
      ]);
      expect(sectionText(tree, 'list')).toMatch(
        language === 'ro' ? /art\. 12 alin\. \(2\) din Legea nr\. 506\/2004/ : /Law No\. 506\/2004|506\/2004/,
      );
      const checklist = tree.sections.find((s) => s.id === 'records')!.blocks.find((b) => b.kind === 'table');
      expect(checklist?.kind === 'table' && checklist.rows.length).toBe(5);
    }
    expect(make('PROCEDURA_MARKETING', { edition: 'INT' }).text).toMatch(
      /Article 13\(2\) of Directive 2002\/58\/EC/,
    );
  });

  it('the information security policy: the ticked measures, accounts, devices, backups, network, paper, providers, incidents, regular testing (Art. 32(1)(d))', () => {
    const { tree } = make('POLITICA_SECURITATE_INFORMATIEI', {
      company: { securityMeasures: { measures: ['STRONG_AUTHENTICATION'], other: 'Dulap ignifug' } },
    });
    expect(sectionIds(tree).slice(1, 10)).toEqual([
      'measures',
      'accounts',
      'devices',
      'backups',
      'network',
      'physical',
      'providers',
      'incidents',
      'review',
    ]);
    expect(sectionText(tree, 'measures')).toMatch(/autentificare în doi pași.*Dulap ignifug/s);
    expect(sectionText(tree, 'review')).toContain('art. 32 alin. (1) lit. d) din GDPR');
    expect(sectionText(make('POLITICA_SECURITATE_INFORMATIEI').tree, 'measures')).toContain('[…]');
  });

  it('the information security policy in English: the same sections, the ticked measures in English and the company’s own, the providers with their safeguard, Art. 32(1)(c) and (d)', () => {
    const { tree, ctx } = make('POLITICA_SECURITATE_INFORMATIEI', {
      language: 'en',
      company: { securityMeasures: { measures: ['STRONG_AUTHENTICATION'], other: 'Fireproof cabinet' } },
    });
    expect(sectionIds(tree)).toEqual([
      'scope',
      'measures',
      'accounts',
      'devices',
      'backups',
      'network',
      'physical',
      'providers',
      'incidents',
      'review',
      'approval',
      'acknowledgement',
    ]);
    expect(tree.title).toBe('Information security policy (technical and organisational measures)');
    expect(sectionText(tree, 'scope')).toMatch(/Article 32 GDPR.*Exemplu Servicii SRL.*Ioana Popescu/s);
    expect(sectionText(tree, 'measures')).toMatch(/two-step authentication.*Fireproof cabinet/s);
    expect(sectionText(tree, 'accounts')).toMatch(/at least 12 characters/);
    expect(sectionText(tree, 'backups')).toContain('Article 32(1)(c) GDPR');
    const providers = sectionText(tree, 'providers');
    expect(providers).toContain('Article 28 GDPR');
    for (const processor of ctx.company.processors ?? []) expect(providers).toContain(processor.name);
    expect(providers).toMatch(/Mailwave Inc\..*United States of America.*Standard contractual clauses/);
    expect(sectionText(tree, 'incidents')).toMatch(/personal data breach policy.*dpo@exemplu\.ro/s);
    expect(sectionText(tree, 'review')).toContain('Article 32(1)(d) GDPR');
    // Nothing ticked yet: visibly to complete, in English.
    expect(
      sectionText(make('POLITICA_SECURITATE_INFORMATIEI', { language: 'en' }).tree, 'measures'),
    ).toContain('[…]');
    expect(sectionText(tree, 'review')).not.toMatch(/art\. 32 alin/);
  });

  it('the IT use policy: the employees’ monitoring operations, art. 5 of Law 190/2018 and the consultation record', () => {
    const cctv = {
      areas: ['Depozitul'],
      retentionDays: 30,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: 'Inventare săptămânale',
      consultationDate: '2026-01-20',
    };
    const { tree, ctx } = make('POLITICA_UTILIZARE_IT', { company: { cctv } });
    // The employees' operations whose purpose category is monitoring; badge access and IT accounts
    // are security, not monitoring of the employees.
    const monitored = ctx.operations.filter(
      (op) => op.dataSubject === 'EMPLOYEES' && op.purposeCategory === 'MONITORING',
    );
    expect(monitored.map((op) => op.suggestionId)).toEqual(['e-ms-cctv', 'e-ms-email', 'e-ms-gps']);
    for (const op of monitored) expect(sectionText(tree, 'monitoring')).toContain(op.name);
    const security = ctx.operations.filter((op) => op.suggestionId === 'e-ms-access');
    expect(security).toHaveLength(1);
    expect(sectionText(tree, 'monitoring')).not.toContain(security[0]!.name);
    expect(sectionText(tree, 'conditions')).toContain('art. 5 din Legea nr. 190/2018');
    const consultation = sectionText(tree, 'consultation');
    expect(consultation).toContain('20 ianuarie 2026');
    expect(consultation).toContain('Inventare săptămânale');
    // No monitoring described: the policy says so instead of an empty table.
    const none = make('POLITICA_UTILIZARE_IT', { situations: [] });
    expect(sectionText(none.tree, 'monitoring')).toMatch(
      /nu a descris în platformă operațiuni de monitorizare/,
    );
    // Nor does it state a consultation that never took place, or ask its date.
    const noConsultation = sectionText(none.tree, 'consultation');
    expect(noConsultation).toContain('Compania nu monitorizează angajații');
    expect(noConsultation).not.toContain('[…');
    expect(noConsultation).not.toContain('a consultat sindicatul');
    const int = make('POLITICA_UTILIZARE_IT', { edition: 'INT' });
    expect(int.text).not.toMatch(/190\/2018|ANSPDCP/);
    expect(sectionText(int.tree, 'conditions')).toContain('Article 88 GDPR');
  });

  it('the DPO wording rule: a contact person is never called the DPO', () => {
    const company = {
      dataProtectionResponsible: {
        isDpo: false,
        name: 'Dan Ilie',
        email: 'dan@exemplu.ro',
        phone: '0740000000',
      },
    } as Partial<CompanyReadModel>;
    for (const code of POLICIES) {
      const text = make(code, { company }).text;
      expect(text).toContain('Persoana de contact pentru protecția datelor');
      expect(text).not.toMatch(/Responsabilul cu protecția datelor \(DPO\)/);
    }
    expect(sectionText(make('POLITICA_EVALUARE_IMPACT', { company }).tree, 'who')).toMatch(
      /nu a desemnat un responsabil cu protecția datelor/,
    );
  });

  it('the retention policy’s schedule is every configured operation with its period and legal source', () => {
    for (const language of ['ro', 'en'] as const) {
      const { tree, ctx } = make('POLITICA_RETENTIE', { language });
      const schedule = sectionText(tree, 'schedule');
      expect(ctx.operations.length).toBeGreaterThan(20);
      for (const op of ctx.operations) {
        expect(schedule).toContain(op.name);
        expect(schedule).toContain(op.storageDuration);
      }
      // Periods set by law name their source.
      expect(schedule).toMatch(language === 'ro' ? /Legea contabilității nr\. 82\/1991|Codul/ : /Law|Code/);
    }
    expect(sectionText(make('POLITICA_RETENTIE').tree, 'deletion')).toMatch(
      /Legii Arhivelor Naționale nr\. 16\/1996/,
    );
    expect(make('POLITICA_RETENTIE', { situations: [] }).text).toMatch(/nu a descris încă operațiuni/);
  });

  it('the breach procedure: internal reporting to the contact, 72 hours from awareness, informing people at high risk, the register', () => {
    const ro = make('POLITICA_INCALCARI_SECURITATE');
    expect(sectionText(ro.tree, 'reporting')).toContain(ro.ctx.company.dataProtectionResponsible!.email);
    const steps = sectionText(ro.tree, 'steps');
    expect(steps).toMatch(/72 de ore.*art\. 33/s);
    expect(steps).toMatch(/risc ridicat.*art\. 34/s);
    expect(steps).toMatch(/art\. 33 alin\. \(5\)/);
    expect(sectionText(ro.tree, 'authority')).toContain('anspdcp@dataprotection.ro');
    const int = make('POLITICA_INCALCARI_SECURITATE', { edition: 'INT' });
    expect(sectionText(int.tree, 'steps')).toMatch(/competent supervisory authority.*72 hours/s);
  });

  it('the DPIA procedure: Art. 35(3), the nine WP248 criteria, ANSPDCP’s list on RO, prior consultation', () => {
    const { tree } = make('POLITICA_EVALUARE_IMPACT', { language: 'en' });
    const when = tree.sections.find((s) => s.id === 'when')!;
    const lists = when.blocks.filter((b) => b.kind === 'list');
    expect(lists.map((l) => (l.kind === 'list' ? l.items.length : 0))).toEqual([3, 9]);
    expect(sectionText(tree, 'when')).toMatch(/Decision 174\/2018/);
    expect(sectionText(tree, 'consultation')).toMatch(/Article 36.*eight weeks/s);
    expect(sectionText(make('POLITICA_EVALUARE_IMPACT', { edition: 'INT' }).tree, 'when')).not.toMatch(
      /174\/2018/,
    );
  });

  it('the request procedure: one month, the extension, free of charge, the response templates, Art. 19', () => {
    const { tree } = make('POLITICA_CERERI_PERSOANE_VIZATE');
    expect(sectionText(tree, 'deadlines')).toMatch(/o lună.*două luni.*art\. 12 alin\. \(4\)/s);
    expect(sectionText(tree, 'fees')).toMatch(/art\. 12 alin\. \(5\)/);
    expect(sectionText(tree, 'handling')).toMatch(/modelul de răspuns.*art\. 19/s);
  });

  it('the marketing policy: prior consent and the soft opt-in under the edition’s law, and the company’s own marketing operations', () => {
    const ro = make('POLITICA_MESAJE_MARKETING');
    expect(sectionText(ro.tree, 'consent')).toMatch(/Legea nr\. 506\/2004/);
    expect(sectionText(ro.tree, 'soft-opt-in')).toMatch(/art\. 12 alin\. \(2\) din Legea nr\. 506\/2004/);
    const marketing = ro.ctx.operations.filter((op) =>
      /marketing|newsletter/i.test(`${op.name} ${op.purpose}`),
    );
    expect(marketing.length).toBeGreaterThan(0);
    const listed = sectionText(ro.tree, 'operations');
    for (const op of marketing) expect(listed).toContain(op.name);
    const int = make('POLITICA_MESAJE_MARKETING', { edition: 'INT' });
    expect(sectionText(int.tree, 'soft-opt-in')).toMatch(/Article 13\(2\) of Directive 2002\/58\/EC/);
  });
});

describe('the legitimate interest assessment (Art. 6(1)(f), EDPB Guidelines 1/2024)', () => {
  it.each(['ro', 'en'] as const)(
    '(%s) one assessment per legitimate interest pursued: the operations of one kind together, the three tests, safeguards and a conclusion',
    (language) => {
      const { tree, ctx } = make('TEST_INTERES_LEGITIM', { language });
      const li = ctx.operations.filter((op) => op.grounds.includes('LEGITIMATE_INTEREST'));
      expect(li.length).toBeGreaterThan(3);
      // A kind is assessed once; an operation whose kind is not said or OTHER alone.
      const kinds = new Set(
        li.filter((op) => op.interestKind && op.interestKind !== 'OTHER').map((op) => op.interestKind),
      );
      const alone = li.filter((op) => !op.interestKind || op.interestKind === 'OTHER').length;
      const sections = tree.sections.filter((s) => s.id.startsWith('li-'));
      expect(sections).toHaveLength(kinds.size + alone);
      expect(sections.length).toBeLessThan(li.length);
      for (const op of li) {
        const holding = sections.filter((s) => sectionText(tree, s.id).includes(op.name));
        expect(holding.length).toBeGreaterThan(0);
        const text = sectionText(tree, holding[0]!.id);
        if (op.groundReason) expect(text).toContain(op.groundReason);
        expect(text).toContain(op.storageDuration);
      }
      for (const section of sections) {
        const text = sectionText(tree, section.id);
        expect(text).toMatch(
          language === 'ro'
            ? /Primul test – scopul.*Al doilea test – necesitatea.*Al treilea test – echilibrarea.*Concluzia/s
            : /First test – purpose.*Second test – necessity.*Third test – balancing.*Conclusion/s,
        );
        // Either the platform concludes, with why, or the company ticks one of two.
        const ticks = text.match(/☐/g)?.length ?? 0;
        expect(ticks === 0 || ticks === 2).toBe(true);
        if (ticks === 0)
          expect(text).toMatch(
            language === 'ro' ? /nu este depășit|nu permite/ : /is not overridden|does not allow/,
          );
      }
      expect(sectionText(tree, 'summary')).toContain(li[0]!.name);
      // Management approves, the DPO advises (content review C18).
      const approval = tree.sections.find((s) => s.id === 'approval')!;
      const signatures = approval.blocks.find((b) => b.kind === 'signatures');
      expect(signatures?.kind === 'signatures' && signatures.parties.map((party) => party.title)).toEqual(
        language === 'ro'
          ? ['Avizul responsabilului cu protecția datelor (DPO)', 'Aprobat de reprezentantul legal']
          : ['Advice of the data protection officer (DPO)', 'Approved by the legal representative'],
      );
    },
  );

  it('concludes from the answers: not overridden with the kind answered and vulnerability said; left to tick otherwise; not on this basis alone for sensitive data without their exception', () => {
    const base = sampleSituations('ro', 'RO', ['EMPLOYEES'])[0]!;
    const op = (fields: Record<string, unknown>, i: number) => ({
      ...base.operations[0]!,
      id: `${base.operations[0]!.id}-${i}`,
      name: `Paza depozitului ${i}`,
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: 'Protecția bunurilor din depozit',
      specialDataGround: null,
      interestKind: 'VIDEO_SURVEILLANCE',
      ...fields,
    });
    const conclusion = (ops: Array<Record<string, unknown>>) => {
      const { tree } = make('TEST_INTERES_LEGITIM', {
        situations: [{ ...base, operations: ops.map(op) }],
      });
      expect(tree.sections.filter((s) => s.id.startsWith('li-'))).toHaveLength(1);
      const text = sectionText(tree, 'li-1');
      return text.slice(text.indexOf('Concluzia'));
    };
    const answered = conclusion([{ vulnerableSubjects: true }, { vulnerableSubjects: false }]);
    expect(answered).toContain('Interesul legitim nu este depășit');
    expect(answered).toContain('răspunsul dat privind persoanele vulnerabile');
    expect(answered).not.toContain('☐');
    const unanswered = conclusion([{ vulnerableSubjects: true }, { vulnerableSubjects: null }]);
    expect(unanswered).toContain('nu s-a răspuns dacă persoanele vizate sunt vulnerabile');
    expect(unanswered.match(/☐/g)).toHaveLength(2);
    const health = valueLists.dataTypes.find((d) => 'special' in d && d.special)!.label.ro;
    const sensitive = conclusion([{ vulnerableSubjects: false, data: [health] }]);
    expect(sensitive).toContain('Interesul legitim singur nu permite');
    expect(sensitive).toContain(health);
    // With its Art. 9(2) exception chosen, the conclusion rests on it.
    const excepted = conclusion([{ vulnerableSubjects: false, data: [health], specialDataGround: 'ART9_B' }]);
    expect(excepted).toContain('excepțiile de la art. 9 alin. (2) sau art. 10 alese');
  });

  it('weighs employees as vulnerable and flags national identification numbers with Law 190/2018 art. 4 (RO only)', () => {
    const { tree, ctx } = make('TEST_INTERES_LEGITIM');
    const employee = ctx.operations.find(
      (op) =>
        op.grounds.includes('LEGITIMATE_INTEREST') && op.dataSubject === 'EMPLOYEES' && op.vulnerableSubjects,
    )!;
    const section = tree.sections.find(
      (s) => s.id.startsWith('li-') && sectionText(tree, s.id).includes(employee.name),
    )!;
    expect(sectionText(tree, section.id)).toMatch(/raportul cu compania este dezechilibrat/);
    const withId = make('TEST_INTERES_LEGITIM', {
      situations: [
        {
          ...sampleSituations('ro', 'RO', ['EMPLOYEES'])[0]!,
          operations: [
            {
              ...sampleSituations('ro', 'RO', ['EMPLOYEES'])[0]!.operations[0]!,
              grounds: ['LEGITIMATE_INTEREST'],
              groundReason: 'Identificarea corectă a angajaților în pontaj',
              data: [valueLists.dataTypes.find((d) => 'nationalId' in d && d.nationalId)!.label.ro],
            },
          ],
        },
      ],
    });
    expect(withId.text).toMatch(/art\. 4 din Legea nr\. 190\/2018/);
  });

  /** One employees' situation whose operations are on legitimate interest, of the kinds given. */
  function withKinds(language: 'ro' | 'en', kinds: Array<string | null>) {
    const base = sampleSituations(language, 'RO', ['EMPLOYEES'])[0]!;
    return make('TEST_INTERES_LEGITIM', {
      language,
      situations: [
        {
          ...base,
          operations: kinds.map((interestKind, i) => ({
            ...base.operations[0]!,
            id: `${base.operations[0]!.id}-${i}`,
            name: `Operațiunea ${i + 1}`,
            grounds: ['LEGITIMATE_INTEREST'],
            groundReason: 'Protecția bunurilor din depozit',
            interestKind,
          })),
        },
      ],
    });
  }
  /** A section as the goldens print it: blanks with their question, fields in double brackets. */
  const liText = (tree: DocumentTree, id: string) =>
    goldenText({ ...tree, title: '', subtitle: '', sections: tree.sections.filter((x) => x.id === id) });
  /** The text of a section between two of its headings. */
  const between = (text: string, from: RegExp, to: RegExp) => text.slice(text.search(from), text.search(to));

  it.each([
    [
      'ro',
      /Ghidul EDPB 3\/2019/,
      /semn de avertizare/,
      /Primul test – scopul/,
      /Al doilea test – necesitatea/,
      /\[\[de completat\]\]/,
    ],
    [
      'en',
      /EDPB Guidelines 3\/2019/,
      /warning sign/,
      /First test – purpose/,
      /Second test – necessity/,
      /\[\[to be completed\]\]/,
    ],
  ] as const)(
    '(%s) prints the standard answers of the kind chosen (video surveillance), with no field left in the purpose test',
    (language, guideline, safeguard, purposeTest, necessityTest, field) => {
      const { tree } = withKinds(language, ['VIDEO_SURVEILLANCE']);
      const text = liText(tree, 'li-1');
      expect(text).toContain(language === 'ro' ? 'Supraveghere video' : 'Video surveillance');
      expect(text).toMatch(guideline);
      // The purpose test is answered for the kind; the necessity and balancing rows too.
      expect(between(text, purposeTest, necessityTest)).not.toMatch(field);
      expect(text).toMatch(language === 'ro' ? /vestiare, toalete/ : /changing rooms, toilets/);
      expect(text).toMatch(safeguard);
      // What only the company can say stays a field: are all the data needed, why this retention.
      expect(text).toMatch(
        language === 'ro' ? /\[\[sunt toate necesare\?\]\]/ : /\[\[are they all needed\?\]\]/,
      );
      expect(text).not.toMatch(/ce fel de interes legitim|what kind of legitimate interest/);
    },
  );

  it('gives each kind its own answers: network security cites recital 49, not video surveillance', () => {
    const { tree } = withKinds('ro', ['NETWORK_AND_IT_SECURITY', 'VIDEO_SURVEILLANCE']);
    expect(liText(tree, 'li-1')).toMatch(/considerentul 49/);
    expect(liText(tree, 'li-1')).not.toMatch(/Ghidul EDPB 3\/2019/);
    expect(liText(tree, 'li-2')).toMatch(/Ghidul EDPB 3\/2019/);
  });

  it.each([
    ['ro', '[…: ce fel de interes legitim urmărește operațiunea]', '[[de completat]]'],
    ['en', '[…: what kind of legitimate interest the operation pursues]', '[[to be completed]]'],
  ] as const)(
    '(%s) without a kind asks what kind of interest it is and leaves the tests as fields; another kind leaves the fields without the question',
    (language, question, field) => {
      const { tree } = withKinds(language, [null, 'OTHER']);
      const unsaid = liText(tree, 'li-1');
      expect(unsaid).toContain(question);
      expect(unsaid.split(field).length - 1).toBe(3);
      const other = liText(tree, 'li-2');
      expect(other).not.toContain(question);
      expect(other).toContain(language === 'ro' ? 'Alt interes legitim' : 'Another legitimate interest');
      expect(other.split(field).length - 1).toBe(3);
      expect(other).not.toMatch(/Ghidul EDPB 3\/2019|EDPB Guidelines 3\/2019/);
    },
  );

  it('says so when there is no legitimate-interest operation, and still leaves the approval', () => {
    const { tree } = make('TEST_INTERES_LEGITIM', { situations: [] });
    expect(sectionIds(tree)).toEqual(['about', 'summary', 'approval']);
    expect(liText(tree, 'summary')).toMatch(/nu are în prezent operațiuni întemeiate pe interesul legitim/);
  });
});

describe('what the company told the workspace reaches its documents', () => {
  /** The sample's situations for a document, with one operation changed. */
  function withOperation(
    code: TDocumentCode,
    suggestionId: string,
    change: Partial<SituationReadModel['operations'][number]>,
    language: Language = 'ro',
  ) {
    const situations = situationsFor(code, productOf(code, 'RO'), language, 'RO');
    let found = false;
    const changed = situations.map((s) => ({
      ...s,
      operations: s.operations.map((op) => {
        if (op.suggestionId !== suggestionId) return op;
        found = true;
        return { ...op, ...change };
      }),
    }));
    if (!found) throw new Error(`${code}: no operation ${suggestionId}`);
    return changed;
  }

  it('says per operation whether the data must be provided: the requirement chosen, or the company’s own consequence', () => {
    const plain = make('NOTA_INFORMARE_CLIENTI_PF');
    const op = plain.ctx.operations.find((o) => o.grounds.includes('LEGAL_OBLIGATION'))!;
    // The assistant's default for a legal obligation: required by law.
    expect(sectionText(plain.tree, 'provision')).toMatch(/Furnizarea datelor este impusă de lege/);

    const situations = withOperation('NOTA_INFORMARE_CLIENTI_PF', op.suggestionId!, {
      provisionRequirement: 'CONTRACTUAL',
      provisionConsequence: 'Fără aceste date nu putem emite factura fiscală.',
    });
    const own = sectionText(make('NOTA_INFORMARE_CLIENTI_PF', { situations }).tree, 'provision');
    expect(own).toContain('Fără aceste date nu putem emite factura fiscală.');

    const contractual = withOperation(
      'NOTA_INFORMARE_CLIENTI_PF',
      op.suggestionId!,
      {
        provisionRequirement: 'CONTRACTUAL',
        provisionConsequence: null,
      },
      'en',
    );
    expect(
      sectionText(
        make('NOTA_INFORMARE_CLIENTI_PF', { situations: contractual, language: 'en' }).tree,
        'provision',
      ),
    ).toContain('Providing the data is an obligation under the contract.');
  });

  it('explains an automated decision with its logic and the Art. 22(3) safeguards, and profiling apart', () => {
    const base = make('NOTA_INFORMARE_CLIENTI_PF');
    expect(sectionText(base.tree, 'automated')).toMatch(
      /Nu luăm decizii bazate exclusiv pe prelucrarea automată/,
    );
    const [first, second] = base.ctx.operations;
    let situations = withOperation('NOTA_INFORMARE_CLIENTI_PF', first!.suggestionId!, {
      automatedDecision: 'AUTOMATED_DECISION',
      automatedDecisionLogic:
        'Scorul de risc calculat din istoricul plăților decide aprobarea plății în rate.',
    });
    situations = situations.map((s) => ({
      ...s,
      operations: s.operations.map((o) =>
        o.suggestionId === second!.suggestionId ? { ...o, automatedDecision: 'PROFILING' } : o,
      ),
    }));
    const automated = sectionText(make('NOTA_INFORMARE_CLIENTI_PF', { situations }).tree, 'automated');
    expect(automated).toContain(first!.name);
    expect(automated).toContain('Scorul de risc calculat din istoricul plăților');
    expect(automated).toContain('art. 22 alin. (3) din GDPR');
    expect(automated).toContain(second!.name);
    expect(automated).not.toMatch(/Nu luăm decizii bazate exclusiv/);

    // A decision whose logic the company has not described yet is left visibly to complete.
    const noLogic = withOperation(
      'NOTA_INFORMARE_CLIENTI_PF',
      first!.suggestionId!,
      {
        automatedDecision: 'AUTOMATED_DECISION',
        automatedDecisionLogic: null,
      },
      'en',
    );
    const en = sectionText(
      make('NOTA_INFORMARE_CLIENTI_PF', { situations: noLogic, language: 'en' }).tree,
      'automated',
    );
    expect(en).toContain('[…]');
    expect(en).toContain('Article 22(3) GDPR');
  });

  const cctv = {
    areas: ['Intrarea principală', 'Depozitul'],
    retentionDays: 45,
    retentionReason: 'Inventarul lunar al depozitului se încheie după 40 de zile.',
    recipients: ['Firma de pază Securitas Grup SRL'],
    lessIntrusiveMeans: 'Paza umană în timpul programului, insuficientă noaptea.',
    consultationDate: '2026-02-10',
  };

  it('writes the cameras’ areas, period and reason, and recipients into the CCTV notice and the sign', () => {
    const { tree } = make('NOTA_INFORMARE_CCTV', { company: { cctv } });
    expect(sectionText(tree, 'areas')).toContain('Intrarea principală; Depozitul');
    expect(sectionText(tree, 'retention')).toContain('cel mult 45 de zile');
    expect(sectionText(tree, 'retention')).toContain('Inventarul lunar al depozitului');
    expect(sectionText(tree, 'recipients')).toContain('Firma de pază Securitas Grup SRL');
    expect(sectionText(tree, 'recipients')).toMatch(/organele de cercetare penală/);
    expect(sectionText(make('AFIS_SUPRAVEGHERE_VIDEO', { company: { cctv } }).tree, 'retention')).toContain(
      'cel mult 45 de zile',
    );
    expect(
      sectionText(
        make('AFIS_SUPRAVEGHERE_VIDEO', { language: 'en', company: { cctv: { ...cctv, retentionDays: 7 } } })
          .tree,
        'retention',
      ),
    ).toContain('for 7 days at most');
    // Without details the notice says the legal ceiling and asks for the areas.
    const blank = make('NOTA_INFORMARE_CCTV');
    expect(sectionText(blank.tree, 'retention')).toContain('cel mult 30 de zile');
    expect(sectionText(blank.tree, 'areas')).toContain('[…]');
  });

  it('states the employees’ consultation date and the less intrusive means tried (Law 190/2018 art. 5)', () => {
    const monitoring = sectionText(make('NOTA_INFORMARE_ANGAJATI', { company: { cctv } }).tree, 'monitoring');
    expect(monitoring).toContain('10 februarie 2026');
    expect(monitoring).toContain('Paza umană în timpul programului');
    expect(monitoring).toContain('Intrarea principală; Depozitul');
    const en = sectionText(
      make('NOTA_INFORMARE_ANGAJATI', { language: 'en', company: { cctv } }).tree,
      'monitoring',
    );
    expect(en).toContain('10 February 2026');
  });

  it('counts days as each language does („20 de zile”, „101 zile”)', () => {
    expect([1, 7, 19, 20, 45, 100, 101, 120].map((n) => countOf(n, 'ro', 'zi', 'zile'))).toEqual([
      'o zi',
      '7 zile',
      '19 zile',
      '20 de zile',
      '45 de zile',
      '100 de zile',
      '101 zile',
      '120 de zile',
    ]);
    expect(countOf(1, 'en', 'day', 'days')).toBe('one day');
    expect(countOf(30, 'en', 'day', 'days')).toBe('30 days');
  });

  it('lists the ticked security measures in the document’s language, then the company’s own', () => {
    const securityMeasures = {
      measures: ['ENCRYPTION', 'BACKUPS'],
      other: 'Seif ignifug pentru dosarele de personal',
    };
    const ro = sectionText(
      make('POLITICA_CONFIDENTIALITATE', { company: { securityMeasures } }).tree,
      'security',
    );
    expect(ro).toContain('Criptarea laptopurilor');
    expect(ro).toContain('Seif ignifug pentru dosarele de personal');
    const en = sectionText(
      make('POLITICA_CONFIDENTIALITATE', { language: 'en', company: { securityMeasures } }).tree,
      'security',
    );
    expect(en).toContain('Encryption of laptops, work phones and backups');
    expect(en).not.toContain('Criptarea');
  });
});

describe('governance documents the legal review added (section D)', () => {
  it('the DPO decision appoints the DPO with the Art. 39 tasks and Art. 38 safeguards, and lists what the authority is told', () => {
    const { tree } = make('DECIZIE_NUMIRE_DPO');
    expect(sectionIds(tree)).toEqual(['decision', 'grounds', 'notification', 'signatures']);
    const decision = sectionText(tree, 'decision');
    expect(decision).toMatch(/Se desemnează Ioana Popescu ca responsabil cu protecția datelor \(DPO\)/);
    expect(decision).toContain('dpo@exemplu.ro');
    expect(decision).toMatch(/art\. 38 alin\. \(3\)/);
    expect(decision).toContain('Legea nr. 190/2018');
    expect(sectionText(tree, 'notification')).toMatch(/ANSPDCP.*Ioana Popescu.*dpo@exemplu\.ro/s);
    const int = make('DECIZIE_NUMIRE_DPO', { edition: 'INT' });
    expect(int.text).not.toMatch(/190\/2018|ANSPDCP/);
    expect(sectionText(int.tree, 'notification')).toContain('competent supervisory authority');
  });

  it('without a DPO, the decision records why none is required and names the contact person, never as a DPO', () => {
    const company = {
      dataProtectionResponsible: { isDpo: false, name: 'Dan Ilie', email: 'dan@exemplu.ro', phone: '' },
    } as Partial<CompanyReadModel>;
    // No operation that could require one (the conclusions themselves: conclusions.test.ts).
    const { tree, text } = make('DECIZIE_NUMIRE_DPO', { company, situations: [] });
    expect(sectionIds(tree)).toEqual(['assessment', 'signatures']);
    expect(text).toMatch(/nu desemnează unul.*persoana de contact pentru protecția datelor, Dan Ilie/s);
    expect(text).not.toMatch(/Se desemnează/);
  });

  it('the DPIA screening form marks, per WP248 criterion, the company’s operations that may meet it; the ANSPDCP list on RO only', () => {
    const { tree, ctx } = make('FORMULAR_EVALUARE_PRELIMINARA_EIPD');
    const criteria = tree.sections.find((s) => s.id === 'criteria')!.blocks.find((b) => b.kind === 'table');
    expect(criteria?.kind === 'table' && criteria.rows.length).toBe(9);
    const text = sectionText(tree, 'criteria');
    const cctv = ctx.operations.find((op) => op.suggestionId === 'e-ms-cctv')!;
    expect(text).toMatch(new RegExp(`Monitorizare sistematică.*${cctv.name.slice(0, 20)}`, 's'));
    expect(sectionIds(tree)).toContain('anspdcp');
    expect(sectionText(tree, 'art35')).toContain('monitorizare sistematică pe scară largă');
    const int = make('FORMULAR_EVALUARE_PRELIMINARA_EIPD', { edition: 'INT' });
    expect(sectionIds(int.tree)).not.toContain('anspdcp');
    expect(int.text).not.toMatch(/ANSPDCP|174\/2018/);
  });

  it('the whistleblowing procedure and notice: 7 days, 3 months, confidentiality, the external channel, Art. 23 limits; Law 361/2022 on RO only', () => {
    const procedure = make('PROCEDURA_AVERTIZARE_INTEGRITATE');
    expect(sectionText(procedure.tree, 'law')).toContain('Legea nr. 361/2022');
    expect(sectionText(procedure.tree, 'handling')).toMatch(/7 zile.*3 luni/s);
    expect(sectionText(procedure.tree, 'external')).toContain('Agenției Naționale de Integritate');
    expect(sectionText(procedure.tree, 'channel')).toContain('[');
    const notice = make('NOTA_INFORMARE_AVERTIZORI', { language: 'en' });
    expect(sectionIds(notice.tree)).toEqual(
      expect.arrayContaining([
        'controller',
        'dpo',
        'purposes',
        'data',
        'recipients',
        'transfers',
        'retention',
        'provision',
        'automated',
        'rights',
        'limits',
        'complaint',
      ]),
    );
    expect(sectionText(notice.tree, 'purposes')).toContain('Article 6(1)(c) GDPR');
    expect(sectionText(notice.tree, 'limits')).toContain('Article 23 GDPR');
    const int = make('PROCEDURA_AVERTIZARE_INTEGRITATE', { edition: 'INT' });
    expect(int.text).toContain('Directive (EU) 2019/1937');
    expect(int.text).not.toMatch(/361\/2022|ANI\b|Integrity Agency/);
  });

  it('the cookie banner texts: equal accept and reject, the company’s cookies by category, the link to its cookie policy', () => {
    const { tree, ctx } = make('TEXTE_BANNER_COOKIE', { company: { website: 'https://exemplu.ro/cookies' } });
    expect(sectionText(tree, 'buttons')).toMatch(/„Accept toate”.*„Refuz toate”/s);
    expect(sectionText(tree, 'how')).toMatch(/aceeași vizibilitate/);
    const cookies = ctx.operations.filter((op) =>
      /cookie|analytics|ads/i.test(`${op.suggestionId} ${op.name}`),
    );
    expect(cookies.length).toBeGreaterThan(0);
    for (const op of cookies) expect(sectionText(tree, 'categories')).toContain(op.name);
    expect(sectionText(tree, 'categories')).toContain('dezactivate până la acord');
    expect(sectionText(tree, 'link')).toContain('https://exemplu.ro/cookies');
    expect(sectionText(make('TEXTE_BANNER_COOKIE', { language: 'en' }).tree, 'buttons')).toContain(
      '“Reject all”',
    );
  });

  it('the CCTV access log names the areas and leaves rows to fill in for every viewing and extraction', () => {
    const cctv = {
      areas: ['Casa 1', 'Depozit'],
      retentionDays: 15,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: null,
    };
    const { tree } = make('REGISTRU_ACCES_CCTV', { company: { cctv } });
    expect(sectionText(tree, 'about')).toContain('Casa 1; Depozit');
    const log = tree.sections.find((s) => s.id === 'log')!.blocks.find((b) => b.kind === 'table');
    expect(log?.kind === 'table' && log.rows.length).toBeGreaterThanOrEqual(10);
    expect(log?.kind === 'table' && log.columns).toContain('Predate către');
  });

  it('the CCTV access log in English: the areas by name, the rules of access and handover, rows for every viewing and extraction', () => {
    const cctv = {
      areas: ['Cash desk 1', 'Warehouse'],
      retentionDays: 15,
      retentionReason: null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: null,
    };
    const { tree } = make('REGISTRU_ACCES_CCTV', { language: 'en', company: { cctv } });
    expect(sectionIds(tree)).toEqual(['about', 'log']);
    expect(tree.title).toBe('Video footage access log');
    const about = sectionText(tree, 'about');
    expect(about).toContain('Exemplu Servicii SRL');
    expect(about).toContain('Areas monitored: Cash desk 1; Warehouse');
    expect(about).toMatch(
      /only by the authorised people above.*written request or a handover record.*blurred/s,
    );
    const log = tree.sections.find((s) => s.id === 'log')!.blocks.find((b) => b.kind === 'table');
    expect(log?.kind === 'table' && log.columns).toEqual([
      'Date and time',
      'Person (name, position)',
      'Reason',
      'Footage (camera, time span)',
      'Handed over to',
      'Signature',
    ]);
    expect(log?.kind === 'table' && log.rows.length).toBeGreaterThanOrEqual(10);
    // The areas not described yet are a visible gap, never an empty line.
    const blank = make('REGISTRU_ACCES_CCTV', { language: 'en', company: { cctv: null } });
    expect(sectionText(blank.tree, 'about')).toMatch(/Areas monitored: \[/);
  });

  it('the whistleblowing notice in Romanian: every Art. 13 and 14 item, the legal obligation of Law 361/2022 for a company of 50 employees or more, identity kept confidential, the Art. 23 limits, ANSPDCP', () => {
    const { tree } = make('NOTA_INFORMARE_AVERTIZORI', { company: { employeeCount: 64 } });
    expect(sectionIds(tree)).toEqual([
      'controller',
      'dpo',
      'who',
      'purposes',
      'data',
      'recipients',
      'transfers',
      'retention',
      'provision',
      'automated',
      'rights',
      'limits',
      'complaint',
      'changes',
    ]);
    expect(tree.title).toBe('Nota de informare privind datele din raportările avertizorilor');
    expect(sectionText(tree, 'controller')).toMatch(/Exemplu Servicii SRL.*18547290.*J40\/1234\/2020/s);
    expect(sectionText(tree, 'dpo')).toMatch(
      /responsabil cu protecția datelor \(DPO\).*Ioana Popescu.*dpo@exemplu\.ro/s,
    );
    expect(sectionText(tree, 'who')).toMatch(/avertizorul.*persoana vizată de raportare.*martorii/s);
    const purposes = sectionText(tree, 'purposes');
    expect(purposes).toContain('Legea nr. 361/2022');
    expect(purposes).toContain('art. 6 alin. (1) lit. c) din GDPR');
    expect(sectionText(tree, 'recipients')).toMatch(
      /Identitatea avertizorului nu se dezvăluie fără acordul său/,
    );
    expect(sectionText(tree, 'transfers')).toContain('Spațiului Economic European');
    expect(sectionText(tree, 'retention')).toContain('5 ani');
    expect(sectionText(tree, 'provision')).toMatch(/voluntară.*anonim/s);
    expect(sectionText(tree, 'automated')).toContain('art. 22 din GDPR');
    const rights = sectionText(tree, 'rights');
    for (const article of ['art. 15', '(art. 16)', 'art. 17', 'art. 18', '(art. 21)', '(art. 22)'])
      expect(rights).toContain(article);
    // Reports are handled under a legal obligation, not on consent or a contract (Art. 20(1)(a)).
    expect(rights).toContain('Dreptul la portabilitatea datelor (art. 20 din GDPR) nu se aplică');
    expect(rights).toContain('protectiadatelor@exemplu.ro');
    expect(sectionText(tree, 'limits')).toContain('art. 23 din GDPR');
    expect(sectionText(tree, 'complaint')).toContain('ANSPDCP');
  });

  it('the parental consent form: the child, the parent, one unticked box per consent purpose, Art. 8 at 16 on RO', () => {
    const { tree, ctx } = make('CONSIMTAMANT_PARINTI');
    const purposes = ctx.operations.filter((op) => op.grounds.includes('CONSENT'));
    expect(purposes.length).toBeGreaterThan(0);
    const boxes = tree.sections.find((s) => s.id === 'purposes')!.blocks.filter((b) => b.kind === 'checkbox');
    expect(boxes.length).toBe(purposes.length);
    expect(sectionText(tree, 'child')).toContain('Data nașterii');
    expect(sectionText(tree, 'purposes')).toContain('art. 8 din GDPR; în România vârsta este de 16 ani');
    expect(sectionText(make('CONSIMTAMANT_PARINTI', { edition: 'INT' }).tree, 'purposes')).toMatch(
      /between 13 and 16/,
    );
  });

  it('the training log has room for the sessions and the participants’ signatures', () => {
    const { tree } = make('REGISTRU_INSTRUIRE');
    const rows = (id: string) => {
      const t = tree.sections.find((s) => s.id === id)!.blocks.find((b) => b.kind === 'table');
      return t?.kind === 'table' ? t.rows.length : 0;
    };
    expect(rows('sessions')).toBeGreaterThanOrEqual(8);
    expect(rows('attendance')).toBeGreaterThanOrEqual(20);
    expect(sectionText(tree, 'why')).toContain('art. 4 din Legea nr. 190/2018');
    expect(make('REGISTRU_INSTRUIRE', { edition: 'INT' }).text).not.toMatch(/190\/2018/);
  });
});

describe('the editable DOCX', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docx-'));

  /** The document's text as Word shows it: each paragraph on a line, entities decoded. */
  const wordText = (xml: string) =>
    xml
      .replace(/<w:p[ >]/g, '\n$&')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');

  /** Opens the DOCX as Word would: a valid ZIP with its parts; returns the body's XML. */
  async function opened(prepared: ReturnType<typeof make>, name: string) {
    const file = join(dir, `${name}.docx`);
    writeFileSync(file, await prepared.docx());
    // unzip -t checks every entry's CRC: a truncated or corrupt file fails here.
    execFileSync('unzip', ['-tq', file]);
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
    expect(entries).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    expect(entries.some((e) => /^word\/header\d\.xml$/.test(e))).toBe(true);
    return execFileSync('unzip', ['-p', file, 'word/document.xml'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  }

  /** Every table of the tree (tables, identification facts, signature blocks) is a Word table, row for row. */
  function expectTables(xml: string, tree: DocumentTree) {
    const all = tree.sections.flatMap((s) => s.blocks);
    const tables = all.filter((b) => b.kind === 'table' || b.kind === 'facts' || b.kind === 'signatures');
    const rows = all.reduce(
      (n, b) =>
        n +
        (b.kind === 'table'
          ? b.rows.length + 1
          : b.kind === 'facts'
            ? b.rows.length
            : b.kind === 'signatures'
              ? 1
              : 0),
      0,
    );
    expect(xml.match(/<w:tbl>/g)?.length ?? 0).toBe(tables.length);
    expect(xml.match(/<w:tr[ >]/g)?.length ?? 0).toBe(rows);
    const text = wordText(xml);
    for (const b of all)
      if (b.kind === 'table') for (const column of b.columns) expect(text).toContain(column);
  }

  it.each(CODES.map((code) => [code] as const))(
    '%s opens as a Word document with its title, real headings, every table and the company’s data',
    async (code) => {
      const prepared = make(code);
      const xml = await opened(prepared, code);
      const text = wordText(xml);
      expect(text).toContain('Exemplu Servicii SRL');
      expect(text).toContain(prepared.tree.title);
      expect(text).not.toMatch(/undefined|\bnull\b|\[object|NaN/);
      expect(xml).toContain('w:pStyle w:val="Heading2"');
      for (const section of prepared.tree.sections) expect(text).toContain(section.title);
      expectTables(xml, prepared.tree);
      if (code === 'NOTA_INFORMARE_ANGAJATI') expect(xml).toContain('<w:tbl>');
      // A response template's fields to fill in stand out (highlighted), as in the PDF.
      if (code === 'MODELE_RASPUNS_ACCES')
        expect(xml).toMatch(/<w:highlight w:val="yellow"\/>.*\[data primirii cererii\]/s);
    },
  );

  // The documents that are mostly tables to fill in, in English on the INT edition as well.
  const TABLE_HEAVY = [
    'REGISTRU_INSTRUIRE',
    'REGISTRU_ACCES_CCTV',
    'FORMULAR_EVALUARE_PRELIMINARA_EIPD',
    'REGISTRU_OPERATOR',
    'REGISTRU_PERSOANA_IMPUTERNICITA',
    'REGISTRU_CERERI',
    'REGISTRU_INCALCARI',
  ] as const satisfies readonly TDocumentCode[];

  it.each(TABLE_HEAVY.map((code) => [code] as const))(
    '%s on the INT edition, in English: every table row for row, the company named',
    async (code) => {
      const prepared = make(code, { edition: 'INT' });
      const tables = prepared.tree.sections
        .flatMap((s) => s.blocks)
        .filter((b) => b.kind === 'table' || b.kind === 'facts');
      expect(tables.length).toBeGreaterThan(0);
      const xml = await opened(prepared, `${code}-int`);
      const text = wordText(xml);
      expect(text).toContain('Beispiel Services GmbH');
      expect(text).toContain(prepared.tree.title);
      expect(text).not.toMatch(/undefined|\bnull\b|\[object|NaN/);
      expectTables(xml, prepared.tree);
    },
  );
});

it('has a template for every type of the first two families (notices and consents, policies and terms)', () => {
  const firstFamilies = DOCUMENT_CODES.filter((c) =>
    ['NOTICES_CONSENTS', 'POLICIES_TERMS'].includes(documentsByCode[c].group),
  );
  // 28, the camera sign (the first layer of the CCTV information), and the review's CCTV access log,
  // cookie banner texts and parental consent form.
  expect(firstFamilies).toHaveLength(32);
  expect(firstFamilies.filter((c) => TEMPLATES[c] === null)).toEqual([]);
});

it('the usage guide cites the controller’s identification in each language’s style', () => {
  expect(make('GHID_UTILIZARE_DOCUMENTE').text).toContain('art. 13 alin. (1) lit. a) și b)');
  expect(make('GHID_UTILIZARE_DOCUMENTE', { language: 'en' }).text).toContain(
    'If anything has changed, update them on the platform',
  );
});
