import {
  DOCUMENT_CODES,
  DOCUMENT_GROUPS,
  documents,
  documentsByCode,
  isDocumentCode,
  ZDocumentEntrySchema,
} from '../src/documents/index.ts';
import type { TDocumentCode } from '../src/documents/index.ts';
import { products, utilsGroup } from '../src/products/index.ts';

const codes = documents.map((d) => d.code);
const byGroup = (group: string): TDocumentCode[] =>
  documents.filter((d) => d.group === group).map((d) => d.code);

describe('document catalogue', () => {
  it('has the spec’s 60 documents and the review’s additions, with unique codes, each valid against the schema', () => {
    expect(documents.length).toBeGreaterThanOrEqual(50);
    // The spec's types plus the ten the legal review found missing (docs/facts/content-review.md, section D).
    expect(documents.length).toBeLessThanOrEqual(75);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...DOCUMENT_CODES]);
    for (const d of documents) expect(ZDocumentEntrySchema.safeParse(d).success).toBe(true);
  });

  it('uses the code families of the spec', () => {
    for (const prefix of [
      'NOTA_INFORMARE_',
      'CONSIMTAMANT_',
      'POLITICA_',
      'GHID_',
      'CONTRACT_OPERATOR_',
      'REGISTRU_',
      'MODELE_RASPUNS_',
    ]) {
      expect(codes.some((c) => c.startsWith(prefix))).toBe(true);
    }
    expect(codes).toEqual(
      expect.arrayContaining(['NOTA_INFORMARE_ANGAJATI', 'EIPD', 'TEST_INTERES_LEGITIM', 'ARCHIVE']),
    );
  });

  it('covers every group of docs/spec/catalogues.md §13', () => {
    for (const group of DOCUMENT_GROUPS) expect(byGroup(group).length).toBeGreaterThan(0);
    // Notices and consent forms for every audience the spec names.
    expect(byGroup('NOTICES_CONSENTS')).toEqual(
      expect.arrayContaining([
        'NOTA_INFORMARE_CANDIDATI',
        'NOTA_INFORMARE_ANGAJATI',
        'NOTA_INFORMARE_CLIENTI_PF',
        'NOTA_INFORMARE_CLIENTI_PJ',
        'NOTA_INFORMARE_FURNIZORI_PF',
        'NOTA_INFORMARE_FURNIZORI_PJ',
        'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE',
        'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE',
        'NOTA_INFORMARE_CCTV',
        // The camera sign is the first layer of the CCTV information (EDPB Guidelines 3/2019).
        'AFIS_SUPRAVEGHERE_VIDEO',
        'CONSIMTAMANT_MAGAZIN_ONLINE',
        'NOTA_INFORMARE_RESTAURANT',
      ]),
    );
    expect(byGroup('POLICIES_TERMS')).toEqual(
      expect.arrayContaining(['POLITICA_CONFIDENTIALITATE', 'POLITICA_COOKIES']),
    );
    expect(
      byGroup('POLICIES_TERMS').filter((c) => c.startsWith('TERMENI_CONDITII_')).length,
    ).toBeGreaterThanOrEqual(5);
    expect(byGroup('AGREEMENTS')).toEqual(
      expect.arrayContaining([
        'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
        'CONTRACT_OPERATOR_OPERATOR',
        'CONTRACT_OPERATORI_ASOCIATI',
        'ACT_ADITIONAL_CONFIDENTIALITATE',
      ]),
    );
    expect(byGroup('INTERNAL_POLICIES')).toEqual(
      expect.arrayContaining([
        'POLITICA_PROTECTIA_DATELOR',
        'POLITICA_RETENTIE',
        'POLITICA_INCALCARI_SECURITATE',
        'POLITICA_EVALUARE_IMPACT',
        'POLITICA_MESAJE_MARKETING',
        'POLITICA_CERERI_PERSOANE_VIZATE',
        // The legal review's section D: what an SME needs beyond the spec's list.
        'DECIZIE_NUMIRE_DPO',
        'POLITICA_SECURITATE_INFORMATIEI',
        'POLITICA_UTILIZARE_IT',
        'REGISTRU_INSTRUIRE',
      ]),
    );
    expect(byGroup('BREACH_NOTIFICATION')).toEqual(['NOTIFICARE_INCALCARE']);
    expect(byGroup('ASSESSMENTS')).toEqual([
      'EIPD',
      'TEST_INTERES_LEGITIM',
      'FORMULAR_EVALUARE_PRELIMINARA_EIPD',
    ]);
    expect(byGroup('RECORDS')).toEqual([
      'REGISTRU_OPERATOR',
      'REGISTRU_PERSOANA_IMPUTERNICITA',
      'REGISTRU_INCALCARI',
      'REGISTRU_CERERI',
    ]);
    expect(byGroup('GUIDES')).toEqual(
      expect.arrayContaining(['GHID_UTILIZARE_DOCUMENTE', 'PROCEDURA_MARKETING']),
    );
  });

  it('has the nine response templates of the spec', () => {
    expect(
      byGroup('RESPONSE_TEMPLATES')
        .map((c) => c.replace('MODELE_RASPUNS_', ''))
        .sort(),
    ).toEqual(
      [
        'INFORMATII_SUPLIMENTARE',
        'CONFIRMARE_INREGISTRARE',
        'DECIZIE_AUTOMATA',
        'RESTRICTIONARE',
        'OPOZITIE',
        'STERGERE',
        'RECTIFICARE',
        'ACCES',
        'PORTABILITATE',
      ].sort(),
    );
  });

  it('gives every document a name, a description and a full usage guide in both languages', () => {
    for (const d of documents) {
      for (const text of [d.name, d.description, d.guide.where, d.guide.signedBy, d.guide.update]) {
        expect(text.ro.length).toBeGreaterThan(3);
        expect(text.en.length).toBeGreaterThan(3);
      }
    }
  });

  it('cites the GDPR articles each kind of document serves', () => {
    const cites = (code: TDocumentCode, article: string): boolean =>
      documentsByCode[code].gdprArticles.some((a) => a === article || a.startsWith(`${article}(`));
    for (const code of byGroup('NOTICES_CONSENTS').filter((c) => c.startsWith('NOTA_INFORMARE_'))) {
      expect(cites(code, '13') || cites(code, '14')).toBe(true);
    }
    for (const code of byGroup('NOTICES_CONSENTS').filter((c) => c.startsWith('CONSIMTAMANT_'))) {
      expect(cites(code, '7')).toBe(true);
    }
    expect(cites('REGISTRU_OPERATOR', '30')).toBe(true);
    expect(cites('REGISTRU_PERSOANA_IMPUTERNICITA', '30')).toBe(true);
    expect(cites('REGISTRU_INCALCARI', '33')).toBe(true);
    expect(cites('CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA', '28')).toBe(true);
    expect(cites('CONTRACT_OPERATORI_ASOCIATI', '26')).toBe(true);
    expect(cites('NOTIFICARE_INCALCARE', '33') && cites('NOTIFICARE_INCALCARE', '34')).toBe(true);
    expect(cites('EIPD', '35')).toBe(true);
    expect(cites('TEST_INTERES_LEGITIM', '6')).toBe(true);
    expect(cites('MODELE_RASPUNS_ACCES', '15')).toBe(true);
    expect(cites('MODELE_RASPUNS_PORTABILITATE', '20')).toBe(true);
    // Only the consumer withdrawal form and the archive serve no GDPR article.
    expect(documents.filter((d) => d.gdprArticles.length === 0).map((d) => d.code)).toEqual([
      'FORMULAR_RETRAGERE',
      'ARCHIVE',
    ]);
  });

  it('delivers records as spreadsheets, the archive as a ZIP and everything else as PDF or DOCX', () => {
    for (const d of documents) {
      if (d.group === 'RECORDS') expect(d.formats).toEqual(['xlsx', 'pdf']);
      else if (d.code === 'ARCHIVE') expect(d.formats).toEqual(['zip']);
      else expect(d.formats.every((f) => f === 'pdf' || f === 'docx')).toBe(true);
    }
  });

  it('is used by at least one product or by the UTILS group', () => {
    const used = new Set([...products.flatMap((p) => p.documents), ...utilsGroup.documents]);
    expect(codes.filter((c) => !used.has(c))).toEqual([]);
  });

  it('needs situations only where its products have a data subject to configure', () => {
    for (const p of products) {
      for (const code of p.documents) {
        const needs = documentsByCode[code].needs;
        if (needs.includes('SITUATIONS') || needs.includes('LISTING_SITUATIONS'))
          expect({ product: p.id, subject: p.dataSubject }).not.toMatchObject({ subject: null });
      }
    }
  });

  it('recognises its codes', () => {
    expect(isDocumentCode('EIPD')).toBe(true);
    expect(isDocumentCode('OLD_DOCUMENT_TYPE')).toBe(false);
    expect(isDocumentCode('toString')).toBe(false);
  });
});
