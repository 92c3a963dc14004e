/**
 * The rules of the bilingual legal and language review (docs/facts/content-review.md) that can be
 * checked on the content itself: every text of the package, presets, value lists and assistant
 * quizzes included, in Romanian, English and the INT edition's English.
 */
import { assistantQuizzes } from '../src/assistant/index.ts';
import { configSeed } from '../src/config/index.ts';
import { documents, documentsByCode } from '../src/documents/index.ts';
import * as enums from '../src/enums/index.ts';
import { presetsBySubject } from '../src/presets/index.ts';
import { productsById, utilsGroup } from '../src/products/index.ts';
import { evaluationQuizzes, resultCategories } from '../src/quiz/index.ts';
import { DATA_SUBJECTS } from '../src/schema/enums.ts';
import type { TOperationPreset } from '../src/schema/presets.ts';
import { findValue, resolveValue, valueLists } from '../src/values/index.ts';

const content: Record<string, unknown> = {
  documents,
  products: Object.values(productsById),
  utilsGroup,
  configSeed,
  evaluationQuizzes,
  resultCategories,
  legalGrounds: enums.legalGroundEntries,
  specialDataGrounds: enums.specialDataGroundOptions,
  dataSubjects: enums.dataSubjectEntries,
  dataSources: enums.dataSourceSections,
  subjectTypes: enums.subjectTypes,
  presets: presetsBySubject,
  valueLists,
  assistantQuizzes,
};

interface TFound {
  path: string;
  ro: string;
  /** The English and, where given, the INT edition's text. */
  en: string[];
}

/** Every localized text ({ro, en, int?}) under a value, with its path. */
function localizedTexts(value: unknown, path: string, out: TFound[] = []): TFound[] {
  if (Array.isArray(value)) value.forEach((v, i) => localizedTexts(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.ro === 'string' && typeof record.en === 'string') {
      const en = [record.en, ...(typeof record.int === 'string' ? [record.int] : [])];
      out.push({ path, ro: record.ro, en });
      return out;
    }
    for (const [key, v] of Object.entries(record)) localizedTexts(v, `${path}.${key}`, out);
  }
  return out;
}

const texts = Object.entries(content).flatMap(([name, value]) => localizedTexts(value, name));
const romanian = (pattern: RegExp) =>
  texts.filter((t) => pattern.test(t.ro)).map((t) => `${t.path}: ${t.ro}`);
const english = (pattern: RegExp) =>
  texts.filter((t) => t.en.some((e) => pattern.test(e))).map((t) => `${t.path}: ${t.en.join(' | ')}`);

const operations: TOperationPreset[] = DATA_SUBJECTS.flatMap((subject) =>
  presetsBySubject[subject].situations.flatMap((s) => s.operations),
);
const op = (id: string): TOperationPreset => {
  const found = operations.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const retentionRo = (ref: TOperationPreset['storageDuration']) => resolveValue('retention', ref, 'ro');

describe('the review’s language rules, on every text', () => {
  it('finds the texts to check, presets and value lists included', () => {
    expect(texts.length).toBeGreaterThan(1500);
    expect(texts.some((t) => t.path.startsWith('presets.'))).toBe(true);
    expect(texts.some((t) => t.path.startsWith('valueLists.'))).toBe(true);
    expect(texts.some((t) => t.path.startsWith('assistantQuizzes.'))).toBe(true);
  });

  it('writes Romanian with comma-below ș ț, never the cedilla ş ţ', () => {
    expect(romanian(/[\u015F\u0163\u015E\u0162]/)).toEqual([]);
  });

  it('keeps „împuternicit” for the GDPR processor: a mandatary is „mandatar”, a delegate „delegat”', () => {
    // The processor is „persoana împuternicită de operator” (and its sub-processors); anyone else
    // acting for a person or a company is a mandatary, a delegate or a legal representative.
    expect(romanian(/(?<!sub)împuternicitul(ui)?\b/i)).toEqual([]);
    expect(romanian(/împuternicit[a-zăâîșț]* de (?!operator)/i)).toEqual([]);
  });

  it('says „ePrivacy”, never „e-privacy”', () => {
    expect(english(/e-privacy/i)).toEqual([]);
    expect(english(/ePrivacy/).length).toBeGreaterThan(0);
  });

  it('follows one DPO wording rule: the DPO only where one is appointed, else the contact person', () => {
    expect(romanian(/persoan[a-zăâîșț]* responsabil[a-zăâîșț]* cu protecția datelor/i)).toEqual([]);
    expect(english(/person in charge of data protection/i)).toEqual([]);
    const dpoRo = texts.filter((t) => /responsabil(ul|ului)? cu protecția datelor/.test(t.ro));
    expect(dpoRo.length).toBeGreaterThan(3);
    expect(
      dpoRo.filter((t) => !/persoan(a|ei) de contact pentru protecția datelor/.test(t.ro)).map((t) => t.path),
    ).toEqual([]);
    const dpoEn = texts.filter((t) => t.en.some((e) => /data protection officer/.test(e)));
    expect(
      dpoEn.filter((t) => !t.en.every((e) => /data protection contact person/.test(e))).map((t) => t.path),
    ).toEqual([]);
  });

  it('uses the official and DOOM3 forms and British spelling', () => {
    expect(romanian(/\bwebinarii\b|\bneechivoc\b|creare cont\b|\d-\d+ (luni|ani|zile)\b/)).toEqual([]);
    expect(english(/\benroll(s|ments?)?\b|(?<!providing )\bthe data is\b/i)).toEqual([]);
  });
});

describe('the review’s legal rules', () => {
  it('lists the nine Art. 9(1) special categories where no special data is declared', () => {
    const none = enums.specialDataGroundOption(null).description;
    for (const word of [
      'rasială sau etnică',
      'opiniile politice',
      'convingerile religioase sau filozofice',
      'sindicate',
      'genetice',
      'biometrice',
      'sănătatea',
      'viața sexuală',
      'orientarea sexuală',
    ])
      expect(none.ro).toContain(word);
    for (const word of [
      'racial or ethnic origin',
      'political opinions',
      'religious or philosophical beliefs',
      'trade-union membership',
      'genetic',
      'biometric',
      'health',
      'sex life',
      'sexual orientation',
    ])
      expect(none.en).toContain(word);
  });

  it('names the law wherever a preset claims a legal obligation', () => {
    const LAW_RO = /Legea|Legii|Codul|OUG|Ordonanța|HG|Hotărârea|Regulamentul|Directiva|Decizia/;
    const LAW_EN = /Law|Code|Ordinance|Decision|Regulation|Directive|law/;
    const unsourced = operations.filter(
      (o) =>
        o.grounds.includes('LEGAL_OBLIGATION') &&
        !(o.groundReason && LAW_RO.test(o.groundReason.ro) && LAW_EN.test(o.groundReason.en)),
    );
    expect(unsourced.map((o) => o.id)).toEqual([]);
  });

  it('gives a legal source for every retention period that says the law sets it', () => {
    const claims = valueLists.retention.filter((r) =>
      /\bleg(e|ea|ii)\b|legislați|legal|prevăzut|Codul/i.test(r.label.ro),
    );
    expect(claims.length).toBeGreaterThan(5);
    expect(
      claims.filter((r) => !/nr\. \d+\/\d{4}|art\. \d+|Codul/.test(r.label.ro)).map((r) => r.id),
    ).toEqual([]);
  });

  it('keeps payroll 5 years when declared in D112/D205, 50 otherwise, and archives by Law 16/1996', () => {
    const payroll = retentionRo(op('e-drm-payroll').storageDuration);
    expect(payroll).toMatch(/^5 ani .*D112\/D205.*alin\. \(1\^1\).*Legea nr\. 195\/2022.*50 de ani/);
    for (const id of ['employmentPlusArchiving', 'legalArchiving', 'medicalArchiving'])
      expect(resolveValue('retention', id, 'ro')).toMatch(/nomenclatorul arhivistic.*nr\. 16\/1996/);
  });

  it('keeps payment records that support accounting entries at least 10 years', () => {
    const payments = operations.filter((o) => /-payment$/.test(o.id));
    expect(payments.length).toBeGreaterThan(8);
    expect(payments.filter((o) => o.storageDuration !== 'accounting10Years').map((o) => o.id)).toEqual([]);
    expect(retentionRo('accounting10Years')).toMatch(/^10 ani .*art\. 25 din Legea contabilității/);
  });

  it('treats the disciplinary procedure as the employer’s right, struck off after 12 months', () => {
    const disciplinary = op('e-drm-disciplinary');
    expect(disciplinary.grounds).toEqual(['LEGITIMATE_INTEREST']);
    expect(disciplinary.groundReason?.ro).toContain('prerogativa disciplinară');
    expect(retentionRo(disciplinary.storageDuration)).toMatch(
      /12 luni.*art\. 248 alin\. \(3\) din Codul muncii/,
    );
  });

  it('keeps only a note that a criminal-record check was done', () => {
    const criminal = operations.filter((o) =>
      o.data.some((d) => typeof d === 'string' && findValue('dataTypes', d)?.criminal),
    );
    expect(criminal.map((o) => o.id)).toEqual(['e-cim-criminal']);
    for (const o of criminal) {
      expect(o.storageDuration).toBe('criminalCheckNote');
      expect(retentionRo(o.storageDuration)).toMatch(/nu se păstrează.*doar că verificarea a fost făcută/);
    }
  });

  it('cites the Law 361/2022 article for whistleblowing reports', () => {
    const report = op('e-sd-whistleblowing');
    expect(report.groundReason?.ro).toMatch(/Legea nr\. 361\/2022.*\(art\. \d+\)/);
    expect(retentionRo(report.storageDuration)).toMatch(/5 ani.*art\. \d+ din Legea nr\. 361\/2022/);
  });

  it('does not invent a legal obligation for accommodation CCTV', () => {
    const cctv = op('oa-fsc-cctv');
    expect(cctv.grounds).toEqual(['LEGITIMATE_INTEREST']);
    expect(cctv.groundReason?.ro).not.toContain('237/2001');
  });

  it('offers the soft opt-in objection when the address is collected, not only in each message', () => {
    const similar = op('pc-pr-similar');
    expect(similar.groundReason?.ro).toMatch(/atât la colectarea adresei, cât și în fiecare mesaj/);
    expect(similar.groundReason?.en).toMatch(/both when the address was collected and in every message/);
  });

  it('asks Art. 8 consent only for online services, never for in-person events', () => {
    const offline = documentsByCode.CONSIMTAMANT_PARTICIPANTI_EVENIMENTE;
    expect(offline.gdprArticles).not.toContain('8');
    expect(offline.guide.signedBy.ro).not.toMatch(/16 ani/);
    expect(documentsByCode.CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE.gdprArticles).toContain('8');
  });

  it('keeps the consent texts, CV retention and recommendations consistent with the presets', () => {
    // Account creation rests on the contract; the shop's consent boxes are for consent-based purposes.
    expect(op('osu-cu-account').grounds).toEqual(['CONTRACT_PERFORMANCE']);
    expect(documentsByCode.CONSIMTAMANT_MAGAZIN_ONLINE.description.ro).toMatch(
      /Crearea contului și comanda se întemeiază pe contract/,
    );
    // Recommendations: on-site on legitimate interest, by e-mail only with consent.
    expect(op('osu-pr-recommendations').grounds).toEqual(['LEGITIMATE_INTEREST']);
    expect(op('ore-pr-recommendations').grounds).toEqual(['CONSENT']);
    expect(op('ore-pr-recommendations').purpose.ro).toContain('prin e-mail');
    // The CV is kept for the applications' retention period, not deleted the day recruitment ends.
    expect(op('c-rec-applications').storageDuration).toBe('candidates3Months');
    expect(documentsByCode.CONSIMTAMANT_CANDIDATI.description.ro).toContain(
      '3 luni de la încheierea recrutării',
    );
  });

  it('does not present couriers as processors', () => {
    expect(productsById.DPA.description.ro).not.toMatch(/curierat/);
    expect(productsById.DPA.description.en).not.toMatch(/courier/);
    expect(documentsByCode.CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA.description.ro).toMatch(
      /firmele de curierat sunt, de regulă, operatori independenți/,
    );
    expect(findValue('recipients', 'courier')?.description?.en).toMatch(/independent controller/);
  });

  it('sends no one to the closed EU ODR platform (Reg. (EU) 2024/3228) and keeps ANPC – SAL', () => {
    expect(romanian(/consumers\/odr|\bSOL\b|soluționarea online a litigiilor/i)).toEqual([]);
    expect(english(/consumers\/odr|\bODR\b|online dispute resolution/i)).toEqual([]);
    expect(documentsByCode.TERMENI_CONDITII_MAGAZIN_ONLINE.description.ro).toContain('ANPC – SAL');
  });

  it('fixes the document catalogue: articles, approvals, the camera sign, the restriction cases', () => {
    expect(documentsByCode.NOTA_INFORMARE_ANGAJATI.gdprArticles).toEqual(
      expect.arrayContaining(['6(1)(f)', '9(2)(h)']),
    );
    const lia = documentsByCode.TEST_INTERES_LEGITIM.guide.signedBy;
    expect(lia.ro).toMatch(/^Se aprobă și se semnează de reprezentantul legal.*doar consiliază/);
    const sign = documentsByCode.AFIS_SUPRAVEGHERE_VIDEO;
    expect(sign.group).toBe(documentsByCode.NOTA_INFORMARE_CCTV.group);
    expect(sign.description.ro).toMatch(/interesul legitim.*durata de păstrare.*drepturile/);
    expect(documentsByCode.MODELE_RASPUNS_RESTRICTIONARE.description.ro).toContain(
      'prelucrarea este ilegală',
    );
    expect(documentsByCode.ACT_ADITIONAL_CONFIDENTIALITATE.description.ro).toContain(
      'art. 26 din Codul muncii',
    );
  });
});
