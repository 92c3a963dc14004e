/**
 * The legitimate interest assessment prints the answers the admin gave to its tests in the
 * configurator instead of the standard ones, each in its own assessment; an answer cleared brings the
 * standard one back; an assessment of another kind answered in full asks nothing; the admin's own
 * conclusion is stated as theirs, and never lifts the rule for special data without their ground.
 */
import type { InterestAssessmentReadModel, OperationReadModel } from '@conform/configurator-service/read';
import { LEGITIMATE_INTEREST_KINDS, valueLists } from '@conform/catalogues';
import { standardInterestAnswers } from '../src/interest-answers/domain.ts';
import { sampleSituations } from '../src/engine/sample.ts';
import { blanksOf, type DocumentTree } from '../src/engine/tree.ts';
import { goldenText } from './support/golden.ts';
import { make } from './support/make.ts';

const NECESSITY =
  'Trimitem oferte doar clienților care au cumpărat în ultimele 12 luni; fără <b>profilare</b>.';

function answers(fields: Partial<InterestAssessmentReadModel>): InterestAssessmentReadModel {
  return {
    key: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
    purpose: null,
    necessity: null,
    minimisation: null,
    retention: null,
    expectations: null,
    consequences: null,
    safeguards: null,
    conclusion: null,
    reviewedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

/** A clients' situation: a newsletter (direct marketing), a survey (feedback), and one of another kind. */
function document(
  assessments: Partial<Record<'marketing' | 'feedback' | 'other', InterestAssessmentReadModel | null>>,
  language: 'ro' | 'en' = 'ro',
  extra: Partial<OperationReadModel> = {},
) {
  const base = sampleSituations(language, 'RO', ['EMPLOYEES'])[0]!;
  const op = (
    id: string,
    name: string,
    interestKind: string,
    answered: InterestAssessmentReadModel | null,
  ) => ({
    ...base.operations[0]!,
    id,
    name,
    grounds: ['LEGITIMATE_INTEREST'],
    groundReason: `Interesul pentru ${name}`,
    specialDataGround: null,
    vulnerableSubjects: false,
    interestKind,
    interestAssessment: answered,
    ...extra,
  });
  return make('TEST_INTERES_LEGITIM', {
    language,
    situations: [
      {
        ...base,
        operations: [
          op('m-1', 'Newsletter N1', 'DIRECT_MARKETING_EXISTING_CUSTOMERS', assessments.marketing ?? null),
          op('f-1', 'Chestionar F1', 'FEEDBACK_AND_SERVICE_IMPROVEMENT', assessments.feedback ?? null),
          op('o-1', 'Analiza coșurilor O1', 'OTHER', assessments.other ?? null),
        ],
      },
    ],
  }).tree;
}

/** The text of the assessment holding the operation. */
function assessment(tree: DocumentTree, operation: string): string {
  for (const s of tree.sections.filter((x) => x.id.startsWith('li-'))) {
    const text = goldenText({ ...tree, title: '', subtitle: '', sections: [s] });
    if (text.includes(operation)) return text;
  }
  throw new Error(`no assessment of ${operation}`);
}

/** The part of an assessment from one heading to the next. */
const part = (text: string, from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));

it("prints the admin's necessity answer, as written, in the necessity test of its own assessment only", () => {
  const tree = document({ marketing: answers({ necessity: NECESSITY }) });
  const marketing = assessment(tree, 'Newsletter N1');
  expect(part(marketing, 'Al doilea test', 'Al treilea test')).toContain(NECESSITY);
  // The standard necessity answer of the kind gives way; the other tests keep theirs.
  expect(marketing).not.toContain('Prelucrarea este necesară pentru realizarea interesului, nu doar utilă?');
  expect(part(marketing, 'Primul test', 'Al doilea test')).toContain('considerentul 47 din GDPR');
  expect(assessment(tree, 'Chestionar F1')).not.toContain(NECESSITY);
  expect(assessment(tree, 'Analiza coșurilor O1')).not.toContain(NECESSITY);
  // The conclusion says it rests on the answers above.
  expect(part(marketing, 'Concluzia', '\u0000')).toContain('cu cele date de companie în locul lor');
});

it('an answer cleared brings back the standard answer of the kind', () => {
  const cleared = assessment(document({ marketing: answers({ necessity: null }) }), 'Newsletter N1');
  const standard = assessment(document({}), 'Newsletter N1');
  expect(cleared).not.toContain(NECESSITY);
  expect(cleared).toBe(standard);
});

it('an assessment of another kind answered in full has no blank and no field left to fill in', () => {
  const full = answers({
    key: 'o-1',
    purpose: 'Aflăm ce produse se cumpără împreună, ca să aranjăm mai bine magazinul.',
    necessity: 'Folosim doar coșurile, fără a le lega de persoană după 30 de zile.',
    minimisation: 'Doar produsele din coș și data comenzii.',
    retention: '30 de zile sunt destule pentru o analiză lunară.',
    expectations: 'Da: clienții sunt informați în nota de informare.',
    consequences: 'Minime: nu se iau decizii despre persoană.',
    safeguards: 'Datele se pseudonimizează înainte de analiză.',
    conclusion: 'NOT_OVERRIDDEN',
  });
  const tree = document({ other: full });
  const other = assessment(tree, 'Analiza coșurilor O1');
  expect(other).not.toMatch(/\[…|\[\[|☐/);
  expect(other).toContain('Datele se pseudonimizează înainte de analiză.');
  expect(other).toContain(
    'Concluzia companiei, stabilită la 20 noiembrie 2026: interesul legitim nu este depășit',
  );
  // Unanswered, the same assessment is a form.
  expect(assessment(document({}), 'Analiza coșurilor O1')).toMatch(/\[\[|☐/);
  expect(blanksOf(tree).size).toBeLessThanOrEqual(blanksOf(document({})).size);
});

it("states the admin's conclusion as theirs, in English too, and keeps the rule for special data without their ground", () => {
  const en = assessment(
    document(
      { marketing: answers({ conclusion: 'OVERRIDDEN', reviewedAt: '2026-11-21T09:00:00.000Z' }) },
      'en',
    ),
    'Newsletter N1',
  );
  expect(en).toContain(
    'The company’s conclusion, reached on 21 November 2026: the legitimate interest is overridden',
  );
  expect(en).not.toContain('The conclusion rests on');

  const health = valueLists.dataTypes.find((d) => 'special' in d && d.special)!.label.ro;
  const sensitive = assessment(
    document({ marketing: answers({ conclusion: 'NOT_OVERRIDDEN' }) }, 'ro', { data: [health] }),
    'Newsletter N1',
  );
  expect(sensitive).toContain('Interesul legitim singur nu permite');
  expect(sensitive).toContain(
    'Compania a concluzionat la 20 noiembrie 2026 că interesul legitim nu este depășit',
  );
  expect(sensitive).toContain('această concluzie nu schimbă regula de mai sus');
  expect(sensitive).not.toContain('Concluzia companiei, stabilită');
});

describe('the standard answers the workspace offers as a starting text', () => {
  it.each(['ro', 'en'] as const)(
    'are, question by question and safeguard by safeguard, what the document prints for the kind (%s)',
    (language) => {
      const offered = standardInterestAnswers(language, false);
      // Every kind but OTHER (which has no standard answers), every part.
      expect(offered.kinds.map((k) => k.kind).sort()).toEqual(
        LEGITIMATE_INTEREST_KINDS.filter((kind) => kind !== 'OTHER').sort(),
      );
      const printed = assessment(document({}, language), 'Newsletter N1').replace(/\s+/g, ' ');
      const marketing = offered.kinds.find((k) => k.kind === 'DIRECT_MARKETING_EXISTING_CUSTOMERS')!;
      for (const lines of Object.values(marketing.parts)) {
        expect(lines.length).toBeGreaterThan(0);
        for (const { question, answer } of lines) {
          if (question) expect(printed).toContain(`| ${question} | ${answer} |`);
          else expect(printed).toContain(answer);
        }
      }
      // Plain text: no Markdown table or list syntax and no field left to fill in.
      for (const kind of offered.kinds)
        for (const lines of Object.values(kind.parts))
          for (const { question, answer } of lines) {
            expect(answer).not.toMatch(/^\s*[-|]|\|\s*$|\[\[/);
            expect(question ?? '').not.toContain('|');
          }
    },
  );

  it('follow the edition: the INT edition names the national rules instead of Law 190/2018', () => {
    const monitoring = (int: boolean) =>
      JSON.stringify(
        standardInterestAnswers('en', int).kinds.find((k) => k.kind === 'EMPLOYEE_MONITORING')!.parts,
      );
    expect(monitoring(false)).toContain('Law 190/2018');
    expect(monitoring(true)).not.toContain('Law 190/2018');
    expect(monitoring(true)).toContain('the national rules on employee monitoring');
  });
});

it('an operation the admin assesses on its own is an assessment of its own, titled by its kind and name, with the standard answers and its own', () => {
  const base = sampleSituations('ro', 'RO', ['EMPLOYEES'])[0]!;
  const op = (
    id: string,
    name: string,
    assessedAlone: boolean,
    answered: InterestAssessmentReadModel | null,
  ) => ({
    ...base.operations[0]!,
    id,
    name,
    grounds: ['LEGITIMATE_INTEREST'],
    groundReason: `Interesul pentru ${name}`,
    specialDataGround: null,
    vulnerableSubjects: false,
    interestKind: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
    assessedAlone,
    interestAssessment: answered,
  });
  const own = answers({ key: 's-1', necessity: 'Trimitem SMS doar pentru comenzile din ultima lună.' });
  const tree = make('TEST_INTERES_LEGITIM', {
    situations: [
      {
        ...base,
        operations: [op('m-1', 'Newsletter N1', false, null), op('s-1', 'Oferte prin SMS S1', true, own)],
      },
    ],
  }).tree;
  const headings = tree.sections.filter((s) => s.id.startsWith('li-')).map((s) => s.title);
  expect(headings).toEqual([
    'Marketing direct către clienții existenți',
    'Marketing direct către clienții existenți: Oferte prin SMS S1',
  ]);
  const newsletter = assessment(tree, 'Newsletter N1');
  expect(newsletter).not.toContain('Oferte prin SMS S1');
  expect(newsletter).not.toContain('Trimitem SMS');
  const sms = assessment(tree, 'Oferte prin SMS S1');
  // The kind's standard answers, with the operation's own in their place.
  expect(part(sms, 'Primul test', 'Al doilea test')).toContain('considerentul 47 din GDPR');
  expect(part(sms, 'Al doilea test', 'Al treilea test')).toContain(
    'Trimitem SMS doar pentru comenzile din ultima lună.',
  );
  expect(part(sms, 'Concluzia', '\u0000')).toContain('Interesul legitim nu este depășit');
});
